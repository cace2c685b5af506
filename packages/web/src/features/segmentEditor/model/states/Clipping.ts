import type { EditorPointer } from '../toolContext';
import type { SegmentRecord } from '../records';
import { durationMs } from '../records';
import { withNewClip } from '../segmentOps';
import { clamp } from '../timeBounds';
import { xToTime } from '../viewport';
import { DragState } from './DragState';

/**
 * Ctrl+drag on an athlete's graph inside a selected segment: a clip for that athlete, with
 * Ctrl+Alt for the selected athletes too. Clips stay inside the segment (docs/product/dashboard-and-segments.md §4 "Clips").
 */
export class Clipping extends DragState<{
  origin: EditorPointer;
  segmentId: string;
  athleteId: string;
  withSelected: boolean;
}> {
  readonly name = 'clipping';
  private original: SegmentRecord | undefined;
  private athleteIds: string[] = [];

  protected override start(): void {
    this.original = this.before.segments.find((s) => s.id === this.info.segmentId);
    const others = this.info.withSelected ? this.ctx.selection.athleteIds : [];
    this.athleteIds = [...new Set([this.info.athleteId, ...others])];
  }

  protected update(pointer: EditorPointer): void {
    const original = this.original;
    if (!original) return;
    const duration = durationMs(original);
    const toOffset = (x: number) =>
      clamp(Math.round(xToTime(this.ctx.viewport, x) - original.startTimestamp), 0, duration);
    const a = toOffset(this.info.origin.x);
    const b = toOffset(pointer.x);
    const range = { startOffset: Math.min(a, b), endOffset: Math.max(a, b) };
    let record = original;
    const clipIds: string[] = [];
    for (const athleteId of this.athleteIds) {
      const athlete = this.ctx.athlete(athleteId);
      if (!athlete || range.endOffset <= range.startOffset) continue;
      const result = withNewClip(record, athlete, range, this.ctx.createClipId);
      record = result.record;
      if (result.clipId) clipIds.push(result.clipId);
    }
    this.ctx.setDocument({
      segments: this.before.segments.map((s) => (s.id === original.id ? record : s)),
      selection: { ...this.before.selection, clipIds },
    });
    this.ctx.setOverlay({ cursor: 'crosshair' });
  }
}
