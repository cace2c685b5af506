import { floorToWholeSecond } from '@touchline/domain';
import type {
  SessionSegmentAttributes,
  SessionSegmentPatch,
  SessionSegmentsPatch,
} from '../../gql/graphql';
import type { EditorSegment } from './model/types';

/** The client's checks before a save (docs/product/dashboard-and-segments.md §5); the server repeats them. */
export const SAVE_CHECK_MESSAGES = {
  blankTitle: 'Title cannot be blank',
  missingStart: 'Start time is required',
  missingEnd: 'End time is required',
  missingSession: 'Session ID must be defined',
  missingId: 'Segment id must be defined',
} as const;

const isBlank = (text: string | null | undefined) => (text ?? '').trim() === '';
const hasTime = (ms: number | null | undefined) => ms != null && Number.isFinite(ms);

/** What is wrong with saving the segment; empty when it may be sent. */
export function saveProblems(
  segment: EditorSegment,
  save: { kind: 'create'; sessionId: string | null } | { kind: 'update' } | { kind: 'bulk' },
): string[] {
  const problems: string[] = [];
  if (save.kind !== 'create' && isBlank(segment.id)) problems.push(SAVE_CHECK_MESSAGES.missingId);
  if (save.kind === 'create' && isBlank(save.sessionId)) {
    problems.push(SAVE_CHECK_MESSAGES.missingSession);
  }
  if (isBlank(segment.title)) problems.push(SAVE_CHECK_MESSAGES.blankTitle);
  if (save.kind !== 'update' && !hasTime(segment.startTimestamp)) {
    problems.push(SAVE_CHECK_MESSAGES.missingStart);
  }
  if (save.kind !== 'update' && !hasTime(segment.endTimestamp)) {
    problems.push(SAVE_CHECK_MESSAGES.missingEnd);
  }
  return problems;
}

const isoSecond = (ms: number) => new Date(floorToWholeSecond(ms)).toISOString();

/** The fields every save sends: times as ISO strings of whole seconds, no editor-only fields. */
export function segmentPatch(segment: EditorSegment): SessionSegmentPatch {
  return {
    title: segment.title.trim(),
    startTime: isoSecond(segment.startTimestamp),
    endTime: isoSecond(segment.endTimestamp),
    tagDefinitionIds: [...segment.tagDefinitionIds],
    participations: segment.participations.map((participation) => ({
      id: participation.id,
      tagDefinitionIds: [...participation.tagDefinitionIds],
    })),
    clippedTimePeriodsByAthlete: segment.clippedTimePeriodsByAthlete.map((athlete) => ({
      athleteId: athlete.athleteId,
      clippedTimePeriods: athlete.clippedTimePeriods.map((clip) => ({
        startOffset: clip.startOffset,
        endOffset: clip.endOffset,
        tagDefinitionIds: [...clip.tagDefinitionIds],
      })),
    })),
  };
}

/** CreateSessionSegmentMutation's attributes. */
export function createAttributes(
  segment: EditorSegment,
  sessionId: string,
): SessionSegmentAttributes {
  return { sessionId, ...segmentPatch(segment) };
}

/** One patch of UpdateSessionSegmentsMutation. */
export function bulkPatch(segment: EditorSegment): SessionSegmentsPatch {
  return { id: segment.id, ...segmentPatch(segment) };
}
