import type { Edge } from '../hitTest';
import type { EditorPointer } from '../toolContext';
import { BRUSH_THRESHOLD_PX, DRAG_THRESHOLD_PX } from '../constants';
import { ToolState } from './ToolState';

export type PointingIntent =
  | { kind: 'create' }
  | { kind: 'resize'; segmentId: string; edge: Edge }
  | { kind: 'translate'; segmentId: string }
  | { kind: 'select'; segmentId: string }
  | { kind: 'empty' };

/**
 * Pressed on the segment lane, not yet dragging: past 5 px a drag starts (create, move,
 * resize), past 10 px from a body or the empty lane a box selection; released earlier, a click.
 */
export class Pointing extends ToolState {
  readonly name = 'pointing';
  private origin!: EditorPointer;
  private intent!: PointingIntent;

  override onEnter(info: unknown): void {
    ({ origin: this.origin, intent: this.intent } = info as {
      origin: EditorPointer;
      intent: PointingIntent;
    });
  }

  override onPointerMove(pointer: EditorPointer): void {
    const dx = Math.abs(pointer.x - this.origin.x);
    const distance = Math.hypot(pointer.x - this.origin.x, pointer.y - this.origin.y);
    const intent = this.intent;
    const origin = this.origin;
    switch (intent.kind) {
      case 'create':
        if (dx > DRAG_THRESHOLD_PX) this.startDrag('creating', { origin }, pointer);
        return;
      case 'resize':
        if (dx > DRAG_THRESHOLD_PX) this.startDrag('resizing', { origin, ...intent }, pointer);
        return;
      case 'translate':
        if (dx > DRAG_THRESHOLD_PX) this.startDrag('translating', { origin, ...intent }, pointer);
        return;
      case 'select':
      case 'empty':
        if (distance > BRUSH_THRESHOLD_PX) this.startDrag('brushing', { origin }, pointer);
    }
  }

  private startDrag(
    name: 'creating' | 'resizing' | 'translating' | 'brushing',
    info: object,
    pointer: EditorPointer,
  ): void {
    this.ctx.transition(name, info);
    this.ctx.dispatchPointerMove(pointer);
  }

  override onPointerUp(pointer: EditorPointer): void {
    this.ctx.transition('idle');
    const intent = this.intent;
    if (intent.kind === 'empty') this.ctx.changeSegmentSelection([], 'deselect');
    else if (intent.kind !== 'create') this.ctx.clickSegment(intent.segmentId, pointer.shift);
  }

  override onCancel(): void {
    this.ctx.transition('idle');
  }

  override onKeyDown(key: string): boolean {
    if (key !== 'Escape') return false;
    this.onCancel();
    return true;
  }
}
