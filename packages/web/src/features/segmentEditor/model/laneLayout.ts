import type { LaneRowPlacement } from './types';

interface Span {
  id: string;
  startTimestamp: number;
  endTimestamp: number;
}

/**
 * Lane rows: each segment takes the first row where it overlaps nothing, so overlapping
 * segments sit on separate rows (segments that only touch share one). Input sorted by start.
 */
export function layoutLaneRows(segments: readonly Span[]): {
  rows: LaneRowPlacement[];
  rowCount: number;
} {
  const rowEnds: number[] = [];
  const rows = segments.map((segment) => {
    let row = rowEnds.findIndex((end) => end <= segment.startTimestamp);
    if (row === -1) row = rowEnds.length;
    rowEnds[row] = segment.endTimestamp;
    return { segmentId: segment.id, row };
  });
  return { rows, rowCount: rowEnds.length };
}
