import { describe, expect, it } from 'vitest';
import type { EditorSegment } from './model/types';
import { bulkPatch, createAttributes, saveProblems } from './segmentSaveInput';

const start = Date.parse('2026-11-20T10:00:00Z');

const segment: EditorSegment = {
  id: 'draft-1',
  title: '  Rondo ',
  startTimestamp: start + 999,
  endTimestamp: start + 600_500,
  participations: [{ id: 'sp-1', athleteId: 'a-1', tagDefinitionIds: ['t-2'] }],
  athleteIds: ['a-1'],
  tagDefinitionIds: ['t-1'],
  clippedTimePeriodsByAthlete: [
    {
      athleteId: 'a-1',
      clippedTimePeriods: [
        { id: 'clip-1', startOffset: 0, endOffset: 60_000, tagDefinitionIds: [] },
      ],
    },
  ],
  draft: true,
  dirty: true,
  originalSegmentId: null,
  suggested: false,
};

describe('saveProblems', () => {
  it('accepts a named segment with times', () => {
    expect(saveProblems(segment, { kind: 'create', sessionId: 's-1' })).toEqual([]);
    expect(saveProblems(segment, { kind: 'update' })).toEqual([]);
    expect(saveProblems(segment, { kind: 'bulk' })).toEqual([]);
  });

  it('refuses a blank title on every kind of save', () => {
    const blank = { ...segment, title: '   ' };
    for (const save of [
      { kind: 'create', sessionId: 's-1' },
      { kind: 'update' },
      { kind: 'bulk' },
    ] as const) {
      expect(saveProblems(blank, save)).toEqual(['Title cannot be blank']);
    }
  });

  it('needs the session on create, an id on update, and times on create and bulk', () => {
    const timeless = { ...segment, id: '', startTimestamp: Number.NaN, endTimestamp: Number.NaN };
    expect(saveProblems(timeless, { kind: 'create', sessionId: null })).toEqual([
      'Session ID must be defined',
      'Start time is required',
      'End time is required',
    ]);
    expect(saveProblems(timeless, { kind: 'update' })).toEqual(['Segment id must be defined']);
    expect(saveProblems(timeless, { kind: 'bulk' })).toEqual([
      'Segment id must be defined',
      'Start time is required',
      'End time is required',
    ]);
  });
});

describe('the saved fields', () => {
  it('sends whole-second ISO times, the trimmed title and no editor-only fields', () => {
    expect(createAttributes(segment, 's-1')).toEqual({
      sessionId: 's-1',
      title: 'Rondo',
      startTime: '2026-11-20T10:00:00.000Z',
      endTime: '2026-11-20T10:10:00.000Z',
      tagDefinitionIds: ['t-1'],
      participations: [{ id: 'sp-1', tagDefinitionIds: ['t-2'] }],
      clippedTimePeriodsByAthlete: [
        {
          athleteId: 'a-1',
          clippedTimePeriods: [{ startOffset: 0, endOffset: 60_000, tagDefinitionIds: [] }],
        },
      ],
    });
    expect(bulkPatch(segment)).toMatchObject({ id: 'draft-1', title: 'Rondo' });
  });
});
