import type { Edge } from '../hitTest';
import type { EditorPointer } from '../toolContext';
import type { SegmentRecord } from '../records';
import { athleteIdsOf } from '../records';
import { resizeRecord } from '../segmentOps';
import { clamp, wholeSecondBounds } from '../timeBounds';
import { floorToWholeSecond } from '@touchline/domain';
import { snapShift } from '../snapping';
import { SECOND_MS } from '../constants';
import { DragState } from './DragState';

/**
 * Dragging a segment's start or end edge; the clips follow their anchors and are cut to the
 * new window (docs/product/dashboard-and-segments.md §4 "Resizing"). The segment keeps at least one second.
 */
export class Resizing extends DragState<{ origin: EditorPointer; segmentId: string; edge: Edge }> {
  readonly name = 'resizing';
  private original: SegmentRecord | undefined;

  protected override start(): void {
    this.original = this.before.segments.find((s) => s.id === this.info.segmentId);
  }

  protected update(pointer: EditorPointer): void {
    const original = this.original;
    if (!original) return;
    const isStart = this.info.edge === 'start';
    let edgeMs =
      (isStart ? original.startTimestamp : original.endTimestamp) + this.travelMs(pointer);
    const snap = pointer.shift
      ? null
      : snapShift(
          [edgeMs],
          this.ctx.snapTargets(new Set([original.id])),
          this.ctx.viewport.msPerPx,
        );
    if (snap) edgeMs += snap.shiftMs;
    edgeMs = floorToWholeSecond(edgeMs);
    const { minStartMs, maxEndMs } = wholeSecondBounds(this.ctx.session);
    const window = isStart
      ? {
          startTimestamp: clamp(edgeMs, minStartMs, original.endTimestamp - SECOND_MS),
          endTimestamp: original.endTimestamp,
        }
      : {
          startTimestamp: original.startTimestamp,
          endTimestamp: clamp(edgeMs, original.startTimestamp + SECOND_MS, maxEndMs),
        };
    const resized = resizeRecord(original, window, this.ctx.createClipId);
    this.ctx.setDocument({
      segments: this.before.segments.map((s) => (s.id === original.id ? resized : s)),
      selection: { ...this.before.selection, segmentIds: [original.id], clipIds: [] },
    });
    this.ctx.setOverlay({
      cursor: 'ew-resize',
      snapGuideMs: snap?.guideMs ?? null,
      livePreview: this.ctx.livePreview(
        window.startTimestamp,
        window.endTimestamp,
        athleteIdsOf(resized),
      ),
    });
  }
}
