import type { PointerTarget } from '../model/types';
import { rowIndexAt } from './timelineLayout';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The measured parts of the timeline a pointer can be over, in client pixels. */
export interface PointerGeometry {
  lane: Box;
  laneScrollTop: number;
  rows: Box;
  rowsScrollTop: number;
  rowHeightPx: number;
  athleteIds: readonly string[];
}

export interface ResolvedPointer {
  x: number;
  y: number;
  target: PointerTarget;
}

const inside = (box: Box, clientX: number, clientY: number) =>
  clientX >= box.left && clientX < box.right && clientY >= box.top && clientY < box.bottom;

/**
 * The model's view of a pointer: x from the left of the visible timeline, and either the
 * lane (y from the top of its rows, scroll included) or the athlete graph under it. A
 * pointer elsewhere resolves to nothing, unless a drag that began on the lane or on a graph
 * carries on outside: it keeps its kind (a graph drag follows the nearest row).
 */
export function resolvePointer(
  geometry: PointerGeometry,
  clientX: number,
  clientY: number,
  dragKind: PointerTarget['kind'] | null = null,
): ResolvedPointer | null {
  const x = clientX - geometry.lane.left;
  const laneY = clientY - geometry.lane.top + geometry.laneScrollTop;
  const rowsY = clientY - geometry.rows.top;
  if (dragKind === 'lane') return { x, y: laneY, target: { kind: 'lane' } };
  if (dragKind === 'graph') {
    const row = rowIndexAt(
      rowsY,
      geometry.rowsScrollTop,
      geometry.rowHeightPx,
      geometry.athleteIds.length,
      true,
    );
    return row === null
      ? null
      : { x, y: rowsY, target: { kind: 'graph', athleteId: geometry.athleteIds[row]! } };
  }
  if (inside(geometry.lane, clientX, clientY)) return { x, y: laneY, target: { kind: 'lane' } };
  if (!inside(geometry.rows, clientX, clientY) || x < 0) return null;
  const row = rowIndexAt(
    rowsY,
    geometry.rowsScrollTop,
    geometry.rowHeightPx,
    geometry.athleteIds.length,
  );
  return row === null
    ? null
    : { x, y: rowsY, target: { kind: 'graph', athleteId: geometry.athleteIds[row]! } };
}
