import { describe, expect, it } from 'vitest';
import type { ImportFileFieldsFragment } from '../../gql/graphql';
import { importFileRows, importFileRowStatus } from './importFileRows';
import type { Upload } from './uploadQueue';

const upload = (key: string, name: string, change: Partial<Upload> = {}): Upload => ({
  key,
  file: Object.defineProperty(new File(['x'], name), 'size', { value: 200 }),
  state: 'waiting',
  sentBytes: 0,
  fileId: null,
  message: null,
  ...change,
});

const serverFile = (
  id: string,
  change: Partial<ImportFileFieldsFragment> = {},
): ImportFileFieldsFragment => ({
  id,
  fileName: `${id}.csv`,
  byteSize: 200,
  format: null,
  status: 'received',
  problem: null,
  tracks: [],
  csvPreview: null,
  ...change,
});

const track = (key: string, athleteName: string | null) => ({
  id: `t-${key}`,
  key,
  athleteName,
  shirtNumber: null,
  deviceSerial: null,
  startTime: '2026-03-14T10:00:00Z',
  endTime: '2026-03-14T11:00:00Z',
  athlete: null,
  matchedBy: 'none' as const,
  status: 'ready' as const,
  problem: null,
});

describe('importFileRows', () => {
  it('keeps the order chosen, each sent file with the server’s, then files the page did not send', () => {
    const rows = importFileRows(
      [upload('u1', 'a.gpx', { state: 'sent', fileId: 'f1' }), upload('u2', 'b.gpx')],
      [serverFile('f0'), serverFile('f1')],
    );
    expect(rows.map((row) => [row.key, row.fileName, row.file?.id ?? null])).toEqual([
      ['u1', 'a.gpx', 'f1'],
      ['u2', 'b.gpx', null],
      ['f0', 'f0.csv', 'f0'],
    ]);
  });
});

describe('importFileRowStatus', () => {
  const status = (u: Upload | null, f: ImportFileFieldsFragment | null) =>
    importFileRowStatus({ key: 'k', fileName: 'n', upload: u, file: f });

  it('follows a file from waiting through its bytes sent to being read', () => {
    expect(status(upload('u', 'a'), null)).toMatchObject({ text: 'Waiting', percent: 0 });
    expect(status(upload('u', 'a', { state: 'uploading', sentBytes: 80 }), null)).toMatchObject({
      text: 'Uploading 40 %',
      percent: 40,
      tone: 'progress',
    });
    expect(status(upload('u', 'a', { state: 'sent', fileId: 'f1' }), null).text).toBe('Reading…');
    expect(status(null, serverFile('f1')).text).toBe('Reading…');
  });

  it('names the format and the athletes a read file holds', () => {
    const read = serverFile('f1', {
      status: 'ready',
      format: 'kinexon',
      tracks: [track('17', 'Ada Byrne'), track('18', null)],
    });
    expect(status(null, read)).toMatchObject({ text: 'Kinexon CSV: Ada Byrne, 18', tone: 'ready' });
  });

  it('says why a file could not be sent or read, and offers to map an unreadable CSV', () => {
    expect(
      status(
        upload('u', 'a', { state: 'refused', message: 'a: a file can be at most 200 MB.' }),
        null,
      ),
    ).toMatchObject({ text: 'a: a file can be at most 200 MB.', tone: 'error' });
    const unreadable = serverFile('f1', {
      status: 'unreadable',
      problem: 'f1.csv line 1: unknown columns',
    });
    expect(status(null, unreadable)).toMatchObject({
      text: 'Could not be read: f1.csv line 1: unknown columns',
      mappable: false,
    });
    expect(
      status(null, { ...unreadable, csvPreview: { delimiter: ',', columns: ['t'], rows: [] } })
        .mappable,
    ).toBe(true);
  });

  it('shows processing, done and a warning with its reason', () => {
    expect(status(null, serverFile('f', { status: 'computing' }))).toMatchObject({
      text: 'Computing',
      tone: 'progress',
    });
    expect(status(null, serverFile('f', { status: 'done' })).tone).toBe('done');
    expect(
      status(null, serverFile('f', { status: 'warning', problem: 'f.csv line 9: no samples' })),
    ).toMatchObject({ text: 'Warning: f.csv line 9: no samples', tone: 'warning' });
  });
});
