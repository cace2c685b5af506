import type { ToolStateName } from '../types';
import type { EditorPointer, ToolContext } from '../toolContext';

/**
 * One state of the editor's tool (tldraw's StateNode shape): it receives the events while it
 * is current and moves to another state with `ctx.transition`.
 */
export abstract class ToolState {
  abstract readonly name: ToolStateName;

  constructor(protected readonly ctx: ToolContext) {}

  onEnter(_info: unknown): void {}
  onExit(): void {}
  onPointerDown(_pointer: EditorPointer): void {}
  onPointerMove(_pointer: EditorPointer): void {}
  onPointerUp(_pointer: EditorPointer): void {}
  /** Ctrl, Alt or Shift pressed or released: a drag recomputes with the last pointer. */
  onModifiersChange(_pointer: EditorPointer): void {}
  /** Escape, or the pointer lost: a drag restores what it started from. */
  onCancel(): void {}
  /** Keys while the state is current; true when handled. */
  onKeyDown(_key: string, _modifiers: { ctrl: boolean; shift: boolean; alt: boolean }): boolean {
    return false;
  }
}
