import { describe, expect, it } from 'vitest';
import type { ImportTrackFieldsFragment } from '../../gql/graphql';
import { athleteChoiceOf, inTheFile, NOBODY, reviewTracks } from './reviewTracks';

const track = (change: Partial<ImportTrackFieldsFragment>): ImportTrackFieldsFragment => ({
  id: 't1',
  key: 'TAG-17',
  athleteName: null,
  shirtNumber: null,
  deviceSerial: null,
  startTime: '2026-03-14T10:00:00Z',
  endTime: '2026-03-14T11:00:00Z',
  athlete: null,
  matchedBy: 'none',
  status: 'ready',
  problem: null,
  ...change,
});

describe('the review', () => {
  it('shows what the file gives: name, number and serial, else its key', () => {
    expect(
      inTheFile(track({ athleteName: 'Ada Byrne', shirtNumber: '4', deviceSerial: 'S-9' })),
    ).toBe('Ada Byrne · No. 4 · S-9');
    expect(inTheFile(track({ deviceSerial: 'TAG-17' }))).toBe('TAG-17');
    expect(inTheFile(track({}))).toBe('TAG-17');
  });

  it('shows the athlete chosen, nobody by choice, or none yet', () => {
    expect(
      athleteChoiceOf(track({ athlete: { id: 'a1', name: 'Ada' }, matchedBy: 'deviceSerial' })),
    ).toBe('a1');
    expect(athleteChoiceOf(track({ matchedBy: 'coach' }))).toBe(NOBODY);
    expect(athleteChoiceOf(track({}))).toBe('');
  });

  it('lists the tracks of the files read, file by file', () => {
    const file = (
      id: string,
      status: 'ready' | 'received' | 'unreadable' | 'done',
      keys: string[],
    ) => ({
      id,
      fileName: `${id}.csv`,
      byteSize: 1,
      format: null,
      status,
      problem: null,
      csvPreview: null,
      tracks: keys.map((key) => track({ id: `${id}-${key}`, key })),
    });
    const rows = reviewTracks([
      file('a', 'ready', ['1', '2']),
      file('b', 'received', ['3']),
      file('c', 'unreadable', []),
      file('d', 'done', ['4']),
    ]);
    expect(rows.map((row) => `${row.fileName}:${row.track.key}`)).toEqual([
      'a.csv:1',
      'a.csv:2',
      'd.csv:4',
    ]);
  });
});
