import { LANE_ROW_HEIGHT_PX } from '../model/constants';

/** Graph height of an athlete row: 80 normal, 40 small (docs/product/dashboard-and-segments.md §2.5, §9). */
export type GraphHeight = 80 | 40;

/** The names column left of the graphs: checkbox, abbreviated name, tag icon, 'No Data'. */
export const NAME_COLUMN_WIDTH_PX = 168;
export const RULER_HEIGHT_PX = 28;
/** The segment lane grows a row per set of overlapping segments up to this height, then scrolls. */
export const LANE_MAX_HEIGHT_PX = 500;
/** Space between two athletes' graphs. */
export const ATHLETE_ROW_GAP_PX = 8;
/** Rows mounted beyond the visible ones, so a scroll shows drawn graphs at once. */
export const ATHLETE_ROW_OVERSCAN = 3;

/** Height of the segment lane: at least one row (the empty placeholder), at most 500 px. */
export function laneHeightPx(laneRowCount: number): number {
  return Math.min(Math.max(laneRowCount, 1) * LANE_ROW_HEIGHT_PX, LANE_MAX_HEIGHT_PX);
}

/** An athlete row: the graph and the gap under it. */
export function athleteRowHeightPx(graphHeight: GraphHeight): number {
  return graphHeight + ATHLETE_ROW_GAP_PX;
}

export interface RowRange {
  /** First row in view. */
  first: number;
  /** One past the last row in view. */
  end: number;
}

/** The rows a scrolled list of fixed-height rows shows, overscan rows either side. */
export function visibleRowRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
  overscan = 0,
): RowRange {
  if (rowCount === 0 || viewportHeight <= 0) return { first: 0, end: 0 };
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(rowCount, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  return { first, end: Math.max(first, end) };
}

/**
 * The row under a y measured from the top of the rows' viewport (scroll added), or null
 * past the last row. `clamp` keeps a drag that leaves the rows on the nearest one.
 */
export function rowIndexAt(
  y: number,
  scrollTop: number,
  rowHeight: number,
  rowCount: number,
  clamp = false,
): number | null {
  if (rowCount === 0) return null;
  const index = Math.floor((y + scrollTop) / rowHeight);
  if (clamp) return Math.min(Math.max(index, 0), rowCount - 1);
  return index >= 0 && index < rowCount ? index : null;
}
