import { SNAP_DISTANCE_PX } from './constants';

/**
 * Snapping of dragged edges (our addition to docs/product/dashboard-and-segments.md §4): the edge instants being dragged are pulled to
 * the nearest target (neighbouring segment edges, the session's bounds) within
 * SNAP_DISTANCE_PX. Returns the shift to apply and the target for the guide line.
 */
export function snapShift(
  edgesMs: readonly number[],
  targetsMs: readonly number[],
  msPerPx: number,
): { shiftMs: number; guideMs: number } | null {
  const reach = SNAP_DISTANCE_PX * msPerPx;
  let best: { shiftMs: number; guideMs: number } | null = null;
  for (const edge of edgesMs) {
    for (const target of targetsMs) {
      const shiftMs = target - edge;
      if (
        Math.abs(shiftMs) <= reach &&
        (best === null || Math.abs(shiftMs) < Math.abs(best.shiftMs))
      ) {
        best = { shiftMs, guideMs: target };
      }
    }
  }
  return best;
}
