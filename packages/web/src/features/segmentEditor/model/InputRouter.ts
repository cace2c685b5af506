import type { KeyInput, PointerInput, WheelInput } from './types';
import type { EditorPointer } from './toolContext';
import type { SegmentEditorModel } from './SegmentEditorModel';
import { shortcutFor } from './shortcuts';
import { scrollByPx, xToTime, zoomByWheel } from './viewport';
import { NUDGE_MS, NUDGE_SHIFT_MS } from './constants';

const MODIFIER_KEYS = new Set(['Control', 'Meta', 'Alt', 'Shift']);

/**
 * Pointer, key and wheel events into the editor: modifiers resolved and tracked while held
 * (docs/product/dashboard-and-segments.md §4 "Ctrl+Alt state is tracked"), the current tool state fed, shortcuts run.
 * Nothing reaches the canvas while a confirmation dialog is open.
 */
export class InputRouter {
  lastPointer: EditorPointer | null = null;
  private modifiers = { ctrl: false, shift: false, alt: false };

  constructor(private readonly model: SegmentEditorModel) {}

  private pointer(input: PointerInput): EditorPointer {
    return {
      x: input.x,
      y: input.y,
      target: input.target,
      button: input.button ?? 0,
      shift: Boolean(input.shiftKey),
      ctrl: Boolean(input.ctrlKey || input.metaKey),
      alt: Boolean(input.altKey),
    };
  }

  private track(input: PointerInput): EditorPointer | null {
    if (this.model.pendingDialog) return null;
    const pointer = this.pointer(input);
    this.lastPointer = pointer;
    this.modifiers = { ctrl: pointer.ctrl, shift: pointer.shift, alt: pointer.alt };
    return pointer;
  }

  pointerDown = (input: PointerInput): void => {
    const pointer = this.track(input);
    if (pointer) this.model.current.onPointerDown(pointer);
  };

  pointerMove = (input: PointerInput): void => {
    const pointer = this.track(input);
    if (pointer) this.model.current.onPointerMove(pointer);
  };

  pointerUp = (input: PointerInput): void => {
    const pointer = this.track(input);
    if (pointer) this.model.current.onPointerUp(pointer);
  };

  contextMenu = (input: PointerInput): void => {
    if (
      this.model.pendingDialog ||
      input.target.kind !== 'graph' ||
      this.model.current.name !== 'idle'
    )
      return;
    const hit = this.model.hitGraph(input.target.athleteId, input.x);
    if (hit.kind === 'clip' || hit.kind === 'clipEdge')
      this.model.commands.removeClips([hit.clipId]);
  };

  private updateModifiers(input: KeyInput, down: boolean): void {
    const next = { ...this.modifiers };
    if (input.key === 'Control' || input.key === 'Meta') next.ctrl = down;
    if (input.key === 'Shift') next.shift = down;
    if (input.key === 'Alt') next.alt = down;
    this.modifiers = next;
    if (!this.lastPointer) return;
    this.lastPointer = { ...this.lastPointer, ...next };
    this.model.current.onModifiersChange(this.lastPointer);
  }

  keyDown = (input: KeyInput): boolean => {
    if (MODIFIER_KEYS.has(input.key)) {
      this.updateModifiers(input, true);
      return false;
    }
    if (input.inEditableElement || this.model.pendingDialog) return false;
    return this.model.current.onKeyDown(input.key, {
      ctrl: Boolean(input.ctrlKey || input.metaKey),
      shift: Boolean(input.shiftKey),
      alt: Boolean(input.altKey),
    });
  };

  keyUp = (input: KeyInput): void => {
    if (MODIFIER_KEYS.has(input.key)) this.updateModifiers(input, false);
  };

  cancel = (): void => {
    this.model.current.onCancel();
  };

  wheel = (input: WheelInput): void => {
    const ctrl = Boolean(input.ctrlKey || input.metaKey);
    const zoom = this.model.wheelMode === 'zoom' ? !input.shiftKey : ctrl;
    let viewport = this.model.viewport;
    if (input.deltaX !== 0) viewport = scrollByPx(this.model.session, viewport, input.deltaX);
    if (input.deltaY !== 0) {
      viewport = zoom
        ? zoomByWheel(this.model.session, viewport, input.deltaY, input.x)
        : scrollByPx(this.model.session, viewport, input.deltaY);
    }
    this.model.setViewport(viewport);
  };

  handleShortcutKey(
    key: string,
    modifiers: { ctrl: boolean; shift: boolean; alt: boolean },
  ): boolean {
    const shortcut = shortcutFor({
      key,
      ctrlKey: modifiers.ctrl,
      shiftKey: modifiers.shift,
      altKey: modifiers.alt,
    });
    switch (shortcut) {
      case null:
        return false;
      case 'cancel':
        this.model.changeSegmentSelection([], 'deselect', []);
        return true;
      case 'save':
        return this.model.requestSave();
      case 'delete':
        if (this.model.doc.selection.clipIds.length > 0)
          this.model.commands.removeClips(this.model.doc.selection.clipIds);
        else this.model.commands.deleteSelected();
        return true;
      case 'duplicate':
        this.model.commands.duplicateSelected();
        return true;
      case 'undo':
        this.model.commands.undo();
        return true;
      case 'redo':
        this.model.commands.redo();
        return true;
      case 'nudgeBack':
      case 'nudgeForward': {
        const step = modifiers.shift ? NUDGE_SHIFT_MS : NUDGE_MS;
        this.model.commands.nudgeSelected(shortcut === 'nudgeBack' ? -step : step);
        return this.model.doc.selection.segmentIds.length > 0;
      }
      case 'split':
        if (!this.lastPointer) return false;
        this.model.commands.splitAtTime(xToTime(this.model.viewport, this.lastPointer.x));
        return true;
    }
  }
}
