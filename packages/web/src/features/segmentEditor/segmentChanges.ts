import type { EditorSegmentFragment } from '../../gql/graphql';
import type { EditorSession } from './editorInput';

/** What live events said since the last answer of SegmentsQuery: a segment as it is now, or null once destroyed. */
export type SegmentChanges = ReadonlyMap<string, EditorSegmentFragment | null>;

/** The session with the live events' segments in place of (or beside) the queried ones, by start time. */
export function withSegmentChanges(session: EditorSession, changes: SegmentChanges): EditorSession {
  if (changes.size === 0) return session;
  const kept = session.segments.filter((segment) => !changes.has(segment.id));
  const changed = [...changes.values()].filter((segment) => segment !== null);
  return {
    ...session,
    segments: [...kept, ...changed].sort(
      (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id.localeCompare(b.id),
    ),
  };
}
