import type { EditorDocument } from '../records';
import type { EditorPointer } from '../toolContext';
import { ToolState } from './ToolState';

/**
 * A drag: the document is snapshotted on enter and every move recomputes from that origin,
 * so Escape restores it exactly and the whole drag is one undo entry.
 */
export abstract class DragState<Info extends { origin: EditorPointer }> extends ToolState {
  protected before!: EditorDocument;
  protected info!: Info;

  override onEnter(info: unknown): void {
    this.before = this.ctx.doc;
    this.info = info as Info;
    this.start();
  }

  /** Sets up from `this.info` (the drag has already passed its threshold). */
  protected start(): void {}

  /** The document for the pointer's position, computed from `this.before`. */
  protected abstract update(pointer: EditorPointer): void;

  override onPointerMove(pointer: EditorPointer): void {
    this.update(pointer);
  }

  override onModifiersChange(pointer: EditorPointer): void {
    this.update(pointer);
  }

  override onPointerUp(pointer: EditorPointer): void {
    this.update(pointer);
    this.complete(pointer);
  }

  protected complete(_pointer: EditorPointer): void {
    this.ctx.commitGesture(this.before);
    this.ctx.transition('idle');
  }

  override onCancel(): void {
    this.ctx.setDocument(this.before);
    this.ctx.transition('idle');
  }

  override onKeyDown(key: string): boolean {
    if (key !== 'Escape') return false;
    this.onCancel();
    return true;
  }

  override onExit(): void {
    this.ctx.setOverlay({ brush: null, snapGuideMs: null, livePreview: null });
  }

  /** Pointer travel since the drag's origin in milliseconds. */
  protected travelMs(pointer: EditorPointer): number {
    return (pointer.x - this.info.origin.x) * this.ctx.viewport.msPerPx;
  }
}
