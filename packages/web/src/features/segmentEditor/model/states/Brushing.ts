import type { EditorPointer } from '../toolContext';
import type { EditorSelection } from '../types';
import { LANE_ROW_HEIGHT_PX } from '../constants';
import { xToTime } from '../viewport';
import { ToolState } from './ToolState';

/**
 * Box selection after 10 px: on the lane it selects the segments the box touches (on release,
 * through the unsaved-changes rule); over the graphs it selects the clips of the selected
 * segments it touches, live. Shift adds to what was selected.
 */
export class Brushing extends ToolState {
  readonly name = 'brushing';
  private origin!: EditorPointer;
  private initial!: EditorSelection;
  private brushedSegmentIds: string[] = [];

  override onEnter(info: unknown): void {
    this.origin = (info as { origin: EditorPointer }).origin;
    this.initial = this.ctx.doc.selection;
    this.brushedSegmentIds = [];
  }

  override onPointerMove(pointer: EditorPointer): void {
    const startMs = xToTime(this.ctx.viewport, Math.min(this.origin.x, pointer.x));
    const endMs = xToTime(this.ctx.viewport, Math.max(this.origin.x, pointer.x));
    if (this.origin.target.kind === 'lane') this.brushLane(pointer, startMs, endMs);
    else this.brushGraphs(pointer, startMs, endMs);
  }

  private brushLane(pointer: EditorPointer, startMs: number, endMs: number): void {
    const topY = Math.min(this.origin.y, pointer.y);
    const bottomY = Math.max(this.origin.y, pointer.y);
    const rowOf = new Map(this.ctx.laneRows.map((p) => [p.segmentId, p.row]));
    this.brushedSegmentIds = this.ctx.doc.segments
      .filter((s) => {
        const row = rowOf.get(s.id) ?? 0;
        const rowTop = row * LANE_ROW_HEIGHT_PX;
        return (
          s.startTimestamp <= endMs &&
          s.endTimestamp >= startMs &&
          rowTop <= bottomY &&
          rowTop + LANE_ROW_HEIGHT_PX >= topY
        );
      })
      .map((s) => s.id);
    this.ctx.setOverlay({
      brush: { target: 'lane', startMs, endMs, topY, bottomY, athleteIds: [] },
    });
  }

  private brushGraphs(pointer: EditorPointer, startMs: number, endMs: number): void {
    const athleteIds = this.athletesBetween(pointer);
    const selectedIds = new Set(this.ctx.doc.selection.segmentIds);
    const clipIds = this.ctx.doc.segments
      .filter((s) => selectedIds.has(s.id))
      .flatMap((s) =>
        s.clippedTimePeriodsByAthlete
          .filter((entry) => athleteIds.includes(entry.athleteId))
          .flatMap((entry) => entry.clippedTimePeriods)
          .filter(
            (c) =>
              s.startTimestamp + c.startOffset <= endMs &&
              s.startTimestamp + c.endOffset >= startMs,
          )
          .map((c) => c.id),
      );
    const base = this.origin.shift ? this.initial.clipIds : [];
    this.ctx.setDocument({
      ...this.ctx.doc,
      selection: { ...this.ctx.doc.selection, clipIds: [...new Set([...base, ...clipIds])] },
    });
    this.ctx.setOverlay({
      brush: { target: 'graph', startMs, endMs, topY: 0, bottomY: 0, athleteIds },
    });
  }

  /** The athletes shown from the one pressed on to the one under the pointer. */
  private athletesBetween(pointer: EditorPointer): string[] {
    const order = this.ctx.athleteOrder;
    const from =
      this.origin.target.kind === 'graph' ? order.indexOf(this.origin.target.athleteId) : -1;
    const to = pointer.target.kind === 'graph' ? order.indexOf(pointer.target.athleteId) : from;
    if (from === -1) return [];
    return order.slice(Math.min(from, to === -1 ? from : to), Math.max(from, to) + 1);
  }

  override onPointerUp(pointer: EditorPointer): void {
    this.onPointerMove(pointer);
    this.ctx.transition('idle');
    if (this.origin.target.kind === 'lane') {
      const base = this.origin.shift ? this.initial.segmentIds : [];
      this.ctx.changeSegmentSelection([...new Set([...base, ...this.brushedSegmentIds])], 'switch');
    }
  }

  override onCancel(): void {
    this.ctx.setDocument({ ...this.ctx.doc, selection: this.initial });
    this.ctx.transition('idle');
  }

  override onKeyDown(key: string): boolean {
    if (key !== 'Escape') return false;
    this.onCancel();
    return true;
  }

  override onExit(): void {
    this.ctx.setOverlay({ brush: null });
  }
}
