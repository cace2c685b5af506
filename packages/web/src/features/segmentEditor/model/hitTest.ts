import type { LaneRowPlacement, Viewport } from './types';
import type { SegmentRecord } from './records';
import {
  CLIP_EDGE_TOLERANCE_PX,
  LANE_ROW_HEIGHT_PX,
  MOVE_HANDLE_PX,
  SEGMENT_EDGE_TOLERANCE_PX,
} from './constants';
import { timeToX } from './viewport';

export type Edge = 'start' | 'end';

export type LaneHit =
  | { kind: 'edge'; segmentId: string; edge: Edge }
  | { kind: 'moveHandle'; segmentId: string }
  | { kind: 'body'; segmentId: string }
  | { kind: 'empty' };

export type GraphHit =
  | { kind: 'clipEdge'; segmentId: string; clipId: string; edge: Edge }
  | { kind: 'clip'; segmentId: string; clipId: string }
  | { kind: 'window'; segmentId: string }
  | { kind: 'empty' };

interface LaneScene {
  segments: readonly SegmentRecord[];
  laneRows: readonly LaneRowPlacement[];
  viewport: Viewport;
  resizeEnabled: boolean;
  selectedIds: ReadonlySet<string>;
}

/**
 * What is under a point of the segment lane: an edge within 10 px (when resizing is allowed),
 * the move handle (30 px from the start), a segment's body, or nothing. The nearest edge wins;
 * on a tie a selected segment's.
 */
export function hitLane(scene: LaneScene, x: number, y: number): LaneHit {
  const row = Math.floor(y / LANE_ROW_HEIGHT_PX);
  const rowOf = new Map(scene.laneRows.map((p) => [p.segmentId, p.row]));
  const inRow = scene.segments.filter((s) => rowOf.get(s.id) === row);
  let edgeHit: { segmentId: string; edge: Edge; distance: number; selected: boolean } | null = null;
  if (scene.resizeEnabled) {
    for (const segment of inRow) {
      const selected = scene.selectedIds.has(segment.id);
      for (const edge of ['start', 'end'] as const) {
        const edgeX = timeToX(
          scene.viewport,
          edge === 'start' ? segment.startTimestamp : segment.endTimestamp,
        );
        const distance = Math.abs(x - edgeX);
        if (distance > SEGMENT_EDGE_TOLERANCE_PX) continue;
        const better =
          edgeHit === null ||
          distance < edgeHit.distance ||
          (distance === edgeHit.distance && selected && !edgeHit.selected);
        if (better) edgeHit = { segmentId: segment.id, edge, distance, selected };
      }
    }
  }
  if (edgeHit) return { kind: 'edge', segmentId: edgeHit.segmentId, edge: edgeHit.edge };
  for (const segment of inRow) {
    const startX = timeToX(scene.viewport, segment.startTimestamp);
    const endX = timeToX(scene.viewport, segment.endTimestamp);
    if (x < startX || x > endX) continue;
    return x - startX <= MOVE_HANDLE_PX
      ? { kind: 'moveHandle', segmentId: segment.id }
      : { kind: 'body', segmentId: segment.id };
  }
  return { kind: 'empty' };
}

/**
 * What is under a point of an athlete's graph, among the selected segments (their clips are
 * the ones shown): a clip edge within 5 px, a clip, a segment's window, or nothing.
 */
export function hitGraph(
  selected: readonly SegmentRecord[],
  viewport: Viewport,
  athleteId: string,
  x: number,
): GraphHit {
  let best: { segmentId: string; clipId: string; edge: Edge; distance: number } | null = null;
  for (const segment of selected) {
    const clips = segment.clippedTimePeriodsByAthlete.find((e) => e.athleteId === athleteId);
    for (const clip of clips?.clippedTimePeriods ?? []) {
      for (const edge of ['start', 'end'] as const) {
        const offset = edge === 'start' ? clip.startOffset : clip.endOffset;
        const distance = Math.abs(x - timeToX(viewport, segment.startTimestamp + offset));
        if (distance <= CLIP_EDGE_TOLERANCE_PX && (best === null || distance < best.distance)) {
          best = { segmentId: segment.id, clipId: clip.id, edge, distance };
        }
      }
    }
  }
  if (best)
    return { kind: 'clipEdge', segmentId: best.segmentId, clipId: best.clipId, edge: best.edge };
  for (const segment of selected) {
    const time = viewport.startMs + x * viewport.msPerPx;
    if (time < segment.startTimestamp || time > segment.endTimestamp) continue;
    const clips = segment.clippedTimePeriodsByAthlete.find((e) => e.athleteId === athleteId);
    const offset = time - segment.startTimestamp;
    const clip = clips?.clippedTimePeriods.find(
      (c) => offset >= c.startOffset && offset <= c.endOffset,
    );
    return clip
      ? { kind: 'clip', segmentId: segment.id, clipId: clip.id }
      : { kind: 'window', segmentId: segment.id };
  }
  return { kind: 'empty' };
}
