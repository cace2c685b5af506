import { normaliseClippedPeriods } from '@touchline/domain';
import type { EditorAthleteClips, EditorClip } from './types';

type CreateId = () => string;

/**
 * An athlete's clips normalised by the shared algebra (clamped, empties dropped, overlaps
 * merged, a whole-segment clip when none is left), keeping the editor's clip ids: a result
 * clip takes the id of the first unused input clip it contains, else a new one.
 */
export function normaliseClips(
  clips: readonly EditorClip[],
  durationMs: number,
  createId: CreateId,
): EditorClip[] {
  const rounded = clips.map((clip) => ({
    ...clip,
    startOffset: Math.round(clip.startOffset),
    endOffset: Math.round(clip.endOffset),
  }));
  const used = new Set<string>();
  return normaliseClippedPeriods(rounded, durationMs).map((period) => {
    const source = rounded.find(
      (clip) =>
        clip.id !== '' &&
        !used.has(clip.id) &&
        Math.max(clip.startOffset, 0) >= period.startOffset &&
        Math.min(clip.endOffset, durationMs) <= period.endOffset,
    );
    const id = source?.id ?? createId();
    used.add(id);
    return {
      id,
      startOffset: period.startOffset,
      endOffset: period.endOffset,
      tagDefinitionIds: [...period.tagDefinitionIds],
    };
  });
}

/** The one untagged clip covering the whole segment: what "no clips" looks like. */
export function isWholeSegmentOnly(clips: readonly EditorClip[], durationMs: number): boolean {
  const only = clips[0];
  return (
    clips.length === 1 &&
    only !== undefined &&
    only.startOffset <= 0 &&
    only.endOffset >= durationMs &&
    only.tagDefinitionIds.length === 0
  );
}

/**
 * A new clip for an athlete. It replaces the implicit whole-segment clip, else it merges with
 * the clips there. Returns the clips and the id of the clip that now holds the new range.
 */
export function addClip(
  clips: readonly EditorClip[],
  range: { startOffset: number; endOffset: number },
  durationMs: number,
  createId: CreateId,
): { clips: EditorClip[]; clipId: string | null } {
  const id = createId();
  const kept = isWholeSegmentOnly(clips, durationMs) ? [] : clips;
  const next = normaliseClips(
    [...kept, { id, ...range, tagDefinitionIds: [] }],
    durationMs,
    createId,
  );
  const middle = (range.startOffset + range.endOffset) / 2;
  const holder = next.find((clip) => clip.startOffset <= middle && clip.endOffset >= middle);
  return { clips: next, clipId: holder?.id ?? null };
}

/**
 * Clips after the segment's window changed from `from` to `to` (epoch ms). A clip touching
 * the old start is anchored to the start and follows it; one touching the old end follows
 * the end; others keep their instants and are cut to the new window.
 */
export function reanchorClips(
  clips: readonly EditorClip[],
  from: { startTimestamp: number; endTimestamp: number },
  to: { startTimestamp: number; endTimestamp: number },
  createId: CreateId,
): EditorClip[] {
  const oldDuration = from.endTimestamp - from.startTimestamp;
  const newDuration = to.endTimestamp - to.startTimestamp;
  const shifted = clips.map((clip) => {
    const start =
      clip.startOffset <= 0 ? to.startTimestamp : from.startTimestamp + clip.startOffset;
    const end =
      clip.endOffset >= oldDuration ? to.endTimestamp : from.startTimestamp + clip.endOffset;
    return { ...clip, startOffset: start - to.startTimestamp, endOffset: end - to.startTimestamp };
  });
  return normaliseClips(shifted, newDuration, createId);
}

export function findClip(
  entries: readonly EditorAthleteClips[],
  clipId: string,
): { athleteId: string; clip: EditorClip } | null {
  for (const entry of entries) {
    const clip = entry.clippedTimePeriods.find((c) => c.id === clipId);
    if (clip) return { athleteId: entry.athleteId, clip };
  }
  return null;
}
