import type { EditorAthlete } from '../types';
import type { EditorPointer } from '../toolContext';
import { createDraftRecord } from '../segmentOps';
import { wholeSecondWindow } from '../timeBounds';
import { snapShift } from '../snapping';
import { xToTime } from '../viewport';
import { DragState } from './DragState';

/**
 * Ctrl+drag on the lane: a draft over the dragged range for the selected athletes. Released
 * without Ctrl, nothing is created (docs/product/dashboard-and-segments.md §4 "Creating").
 */
export class Creating extends DragState<{ origin: EditorPointer }> {
  readonly name = 'creating';
  private draftId = '';
  private athletes: EditorAthlete[] = [];

  protected override start(): void {
    this.draftId = this.ctx.createId();
    this.athletes = this.ctx.selection.athleteIds.flatMap((id) => this.ctx.athlete(id) ?? []);
  }

  protected update(pointer: EditorPointer): void {
    const originMs = xToTime(this.ctx.viewport, this.info.origin.x);
    let pointerMs = xToTime(this.ctx.viewport, pointer.x);
    const snap = pointer.shift
      ? null
      : snapShift([pointerMs], this.ctx.snapTargets(new Set()), this.ctx.viewport.msPerPx);
    if (snap) pointerMs += snap.shiftMs;
    const window = wholeSecondWindow(
      this.ctx.session,
      Math.min(originMs, pointerMs),
      Math.max(originMs, pointerMs),
    );
    const draft = createDraftRecord(this.draftId, window, this.athletes, this.ctx.createClipId);
    this.ctx.setDocument({
      segments: [...this.before.segments, draft],
      selection: {
        segmentIds: [draft.id],
        clipIds: [],
        athleteIds: this.before.selection.athleteIds,
      },
    });
    this.ctx.setOverlay({
      cursor: 'crosshair',
      snapGuideMs: snap?.guideMs ?? null,
      livePreview: this.ctx.livePreview(
        window.startTimestamp,
        window.endTimestamp,
        this.athletes.map((a) => a.id),
      ),
    });
  }

  protected override complete(pointer: EditorPointer): void {
    if (pointer.ctrl) super.complete(pointer);
    else this.onCancel();
  }
}
