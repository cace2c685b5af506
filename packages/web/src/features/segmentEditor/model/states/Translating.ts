import type { EditorPointer } from '../toolContext';
import type { SegmentRecord } from '../records';
import { athleteIdsOf } from '../records';
import { copyRecord, moveRecord } from '../segmentOps';
import { clamp, wholeSecondBounds } from '../timeBounds';
import { snapShift } from '../snapping';
import { SECOND_MS } from '../constants';
import { DragState } from './DragState';

/**
 * Dragging from the move handle: start and end move together, with the other selected
 * segments when the grabbed one is selected. With Alt the originals stay and copies move
 * (new drafts remembering their source).
 */
export class Translating extends DragState<{ origin: EditorPointer; segmentId: string }> {
  readonly name = 'translating';
  private moving: SegmentRecord[] = [];
  private copyIds = new Map<string, string>();

  protected override start(): void {
    const selected = this.before.selection.segmentIds;
    const ids = selected.includes(this.info.segmentId) ? selected : [this.info.segmentId];
    this.moving = this.before.segments.filter((s) => ids.includes(s.id));
    this.copyIds = new Map();
  }

  protected update(pointer: EditorPointer): void {
    const deltaMs = this.deltaFor(pointer);
    const copying = pointer.alt;
    const moved = this.moving.map((record) =>
      moveRecord(
        copying ? copyRecord(record, this.copyId(record.id), this.ctx.createClipId) : record,
        deltaMs,
      ),
    );
    const movedById = new Map(this.moving.map((record, i) => [record.id, moved[i]!]));
    const segments = copying
      ? [...this.before.segments, ...moved]
      : this.before.segments.map((s) => movedById.get(s.id) ?? s);
    this.ctx.setDocument({
      segments,
      selection: { ...this.before.selection, segmentIds: moved.map((s) => s.id), clipIds: [] },
    });
    const grabbed = movedById.get(this.info.segmentId);
    this.ctx.setOverlay({
      cursor: copying ? 'copy' : 'grabbing',
      livePreview: grabbed
        ? this.ctx.livePreview(grabbed.startTimestamp, grabbed.endTimestamp, athleteIdsOf(grabbed))
        : null,
    });
  }

  /** Whole seconds, snapped unless Shift, keeping every moved segment inside the session. */
  private deltaFor(pointer: EditorPointer): number {
    let deltaMs = Math.round(this.travelMs(pointer) / SECOND_MS) * SECOND_MS;
    const edges = this.moving.flatMap((s) => [
      s.startTimestamp + deltaMs,
      s.endTimestamp + deltaMs,
    ]);
    const excluded = new Set(pointer.alt ? [] : this.moving.map((s) => s.id));
    const snap = pointer.shift
      ? null
      : snapShift(edges, this.ctx.snapTargets(excluded), this.ctx.viewport.msPerPx);
    if (snap) deltaMs = Math.round((deltaMs + snap.shiftMs) / SECOND_MS) * SECOND_MS;
    this.ctx.setOverlay({ snapGuideMs: snap?.guideMs ?? null });
    const { minStartMs, maxEndMs } = wholeSecondBounds(this.ctx.session);
    const earliest = Math.min(...this.moving.map((s) => s.startTimestamp));
    const latest = Math.max(...this.moving.map((s) => s.endTimestamp));
    return clamp(deltaMs, Math.min(minStartMs - earliest, 0), Math.max(maxEndMs - latest, 0));
  }

  private copyId(sourceId: string): string {
    let id = this.copyIds.get(sourceId);
    if (id === undefined) {
      id = this.ctx.createId();
      this.copyIds.set(sourceId, id);
    }
    return id;
  }
}
