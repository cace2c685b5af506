import type { Edge } from '../hitTest';
import type { EditorPointer } from '../toolContext';
import { BRUSH_THRESHOLD_PX, DRAG_THRESHOLD_PX } from '../constants';
import { ToolState } from './ToolState';

export type PointingClipIntent =
  | { kind: 'clip'; segmentId: string; athleteId: string; withSelected: boolean }
  | { kind: 'resizeClip'; segmentId: string; clipId: string; edge: Edge }
  | { kind: 'selectClip'; clipId: string }
  | { kind: 'empty' };

/**
 * Pressed on an athlete's graph: past 5 px Ctrl(+Alt) creates a clip or a clip edge moves,
 * past 10 px from elsewhere a box selects clips; released earlier, a click.
 */
export class PointingClip extends ToolState {
  readonly name = 'pointing_clip';
  private origin!: EditorPointer;
  private intent!: PointingClipIntent;

  override onEnter(info: unknown): void {
    ({ origin: this.origin, intent: this.intent } = info as {
      origin: EditorPointer;
      intent: PointingClipIntent;
    });
  }

  override onPointerMove(pointer: EditorPointer): void {
    const dx = Math.abs(pointer.x - this.origin.x);
    const distance = Math.hypot(pointer.x - this.origin.x, pointer.y - this.origin.y);
    const intent = this.intent;
    const origin = this.origin;
    if (intent.kind === 'clip' && dx > DRAG_THRESHOLD_PX) {
      this.ctx.transition('clipping', { origin, ...intent });
    } else if (intent.kind === 'resizeClip' && dx > DRAG_THRESHOLD_PX) {
      this.ctx.transition('resizing_clip', { origin, ...intent });
    } else if (
      (intent.kind === 'selectClip' || intent.kind === 'empty') &&
      (distance > BRUSH_THRESHOLD_PX || this.crossedAthletes(pointer))
    ) {
      this.ctx.transition('brushing', { origin });
    } else {
      return;
    }
    this.ctx.dispatchPointerMove(pointer);
  }

  /** On graphs y is per row: moving onto another athlete's graph is movement too. */
  private crossedAthletes(pointer: EditorPointer): boolean {
    return (
      pointer.target.kind === 'graph' &&
      this.origin.target.kind === 'graph' &&
      pointer.target.athleteId !== this.origin.target.athleteId
    );
  }

  override onPointerUp(pointer: EditorPointer): void {
    this.ctx.transition('idle');
    if (this.intent.kind === 'selectClip') this.ctx.clickClip(this.intent.clipId, pointer.shift);
    else if (this.intent.kind === 'empty' && !pointer.shift) this.ctx.clickClip(null, false);
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
