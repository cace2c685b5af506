import type { EditorClip } from '../model';
import type { EditorView } from '../useEditorView';

export interface SelectedClip {
  clip: EditorClip;
  athleteId: string;
  segmentId: string;
  segmentStartMs: number;
}

/** The selected clips, wherever they are, in segment and athlete order. */
export function selectedClips(state: EditorView): SelectedClip[] {
  const ids = new Set(state.selection.clipIds);
  if (ids.size === 0) return [];
  return state.segments.flatMap((segment) =>
    segment.clippedTimePeriodsByAthlete.flatMap(({ athleteId, clippedTimePeriods }) =>
      clippedTimePeriods
        .filter((clip) => ids.has(clip.id))
        .map((clip) => ({
          clip,
          athleteId,
          segmentId: segment.id,
          segmentStartMs: segment.startTimestamp,
        })),
    ),
  );
}

/** Tags every one of the things carries, and tags only some carry. */
export function sharedTags(tagLists: readonly (readonly string[])[]): {
  all: Set<string>;
  some: Set<string>;
} {
  const some = new Set(tagLists.flat());
  const all = new Set([...some].filter((id) => tagLists.every((list) => list.includes(id))));
  return { all, some };
}
