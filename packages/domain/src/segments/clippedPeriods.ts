/**
 * The segment and clip algebra of docs/product/dashboard-and-segments.md §4–§5, shared by the segment editor and the
 * server (which re-checks everything the editor sends). Clip offsets are milliseconds
 * from the segment's start.
 */
export interface ClippedPeriod {
  startOffset: number;
  endOffset: number;
  tagDefinitionIds: readonly string[];
}

export interface AthleteClippedPeriods {
  athleteId: string;
  clippedTimePeriods: readonly ClippedPeriod[];
}

const SECOND_MS = 1000;

/** Segment times are whole seconds (docs/product/dashboard-and-segments.md §5): an instant is floored to its second. */
export function floorToWholeSecond(ms: number): number {
  return Math.floor(ms / SECOND_MS) * SECOND_MS;
}

/** Offsets held between 0 and the segment's duration, start never above end. */
export function clampClippedPeriod(period: ClippedPeriod, durationMs: number): ClippedPeriod {
  const duration = Math.max(0, durationMs);
  const startOffset = Math.min(Math.max(period.startOffset, 0), duration);
  const endOffset = Math.min(Math.max(period.endOffset, startOffset), duration);
  return { ...period, startOffset, endOffset };
}

/** One clip covering the whole segment: what an athlete has when no clip is left. */
export function wholeSegmentClip(durationMs: number): ClippedPeriod {
  return { startOffset: 0, endOffset: Math.max(0, durationMs), tagDefinitionIds: [] };
}

/**
 * Overlapping clips of one athlete become their union, carrying the union of their
 * tags; clips that only touch stay apart (each may carry its own tags). Sorted by start.
 */
export function mergeClippedPeriods(periods: readonly ClippedPeriod[]): ClippedPeriod[] {
  const sorted = [...periods].sort(
    (a, b) => a.startOffset - b.startOffset || a.endOffset - b.endOffset,
  );
  const merged: ClippedPeriod[] = [];
  for (const period of sorted) {
    const last = merged[merged.length - 1];
    if (last && period.startOffset < last.endOffset) {
      merged[merged.length - 1] = {
        startOffset: last.startOffset,
        endOffset: Math.max(last.endOffset, period.endOffset),
        tagDefinitionIds: uniqueIds([...last.tagDefinitionIds, ...period.tagDefinitionIds]),
      };
    } else {
      merged.push({ ...period, tagDefinitionIds: uniqueIds(period.tagDefinitionIds) });
    }
  }
  return merged;
}

/**
 * An athlete's clips as they are stored: clamped to the segment, empty ones dropped,
 * overlaps merged, and one whole-segment clip when none is left (docs/product/dashboard-and-segments.md §4).
 */
export function normaliseClippedPeriods(
  periods: readonly ClippedPeriod[],
  durationMs: number,
): ClippedPeriod[] {
  const kept = periods
    .map((period) => clampClippedPeriod(period, durationMs))
    .filter((period) => period.endOffset > period.startOffset);
  return kept.length > 0 ? mergeClippedPeriods(kept) : [wholeSegmentClip(durationMs)];
}

/** Tag ids without repeats, in first-seen order: adding tags merges them uniquely (§5). */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
