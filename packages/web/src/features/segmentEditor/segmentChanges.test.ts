import { describe, expect, it } from 'vitest';
import type { EditorSegmentFragment } from '../../gql/graphql';
import type { EditorSession } from './editorInput';
import { withSegmentChanges } from './segmentChanges';

const segment = (id: string, startTime: string): EditorSegmentFragment => ({
  id,
  lockVersion: 0,
  title: id,
  startTime,
  endTime: startTime,
  tagDefinitionIds: [],
  segmentParticipations: [],
  clippedTimePeriodsByAthlete: [],
  metricsProcessing: false,
});

const session = {
  __typename: 'TrainingSession',
  segments: [segment('a', '2026-11-20T10:00:00Z'), segment('b', '2026-11-20T10:30:00Z')],
} as unknown as EditorSession;

describe('withSegmentChanges', () => {
  it('keeps the session as it is without changes', () => {
    expect(withSegmentChanges(session, new Map())).toBe(session);
  });

  it('replaces, adds and removes segments, by start time', () => {
    const moved = { ...segment('a', '2026-11-20T11:00:00Z'), title: 'moved' };
    const added = segment('c', '2026-11-20T09:00:00Z');
    const next = withSegmentChanges(
      session,
      new Map([
        ['a', moved],
        ['b', null],
        ['c', added],
      ]),
    );
    expect(next.segments).toEqual([added, moved]);
  });
});
