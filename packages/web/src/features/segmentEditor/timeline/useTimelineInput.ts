import { useEffect, type RefObject } from 'react';
import { shortcutFor } from '../model/shortcuts';
import type { Modifiers, PointerTarget, SegmentEditor } from '../model/types';
import { resolvePointer, type PointerGeometry } from './resolvePointer';
import type { TimelineRenderer } from './TimelineRenderer';

export interface TimelineInputElements {
  root: RefObject<HTMLElement | null>;
  lane: RefObject<HTMLElement | null>;
  rows: RefObject<HTMLElement | null>;
}

const LINE_HEIGHT_PX = 16;

const modifiers = (event: MouseEvent | KeyboardEvent): Modifiers => ({
  shiftKey: event.shiftKey,
  ctrlKey: event.ctrlKey,
  altKey: event.altKey,
  metaKey: event.metaKey,
});

/** Keys typed into a field, or into a dialog over the editor, are not the editor's. */
function inEditableElement(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null
  );
}

/**
 * Forwards the DOM's pointer, wheel, context-menu and key events to the editor: pointers in
 * the timeline's coordinates with their target resolved (lane or athlete graph), captured
 * for the length of a drag; the wheel zooms or scrolls as the editor's wheel mode says; keys
 * from the whole window.
 */
export function useTimelineInput(
  editor: SegmentEditor,
  renderer: TimelineRenderer,
  elements: TimelineInputElements,
  geometryOf: () => Omit<PointerGeometry, 'lane' | 'rows' | 'laneScrollTop' | 'rowsScrollTop'>,
): void {
  useEffect(() => {
    const root = elements.root.current;
    const lane = elements.lane.current;
    const rows = elements.rows.current;
    if (!root || !lane || !rows) return;
    let dragKind: PointerTarget['kind'] | null = null;

    const geometry = (): PointerGeometry => ({
      ...geometryOf(),
      lane: lane.getBoundingClientRect(),
      laneScrollTop: lane.scrollTop,
      rows: rows.getBoundingClientRect(),
      rowsScrollTop: rows.scrollTop,
    });
    const resolve = (event: MouseEvent) => {
      const pointer = resolvePointer(geometry(), event.clientX, event.clientY, dragKind);
      return pointer && { ...pointer, ...modifiers(event), button: event.button };
    };

    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      const pointer = resolve(event);
      if (!pointer) return;
      event.preventDefault();
      root.setPointerCapture(event.pointerId);
      dragKind = pointer.target.kind;
      editor.pointerDown(pointer);
    };
    const onPointerMove = (event: PointerEvent) => {
      const pointer = resolve(event);
      renderer.setHoverX(pointer && dragKind === null ? pointer.x : null);
      if (pointer) editor.pointerMove(pointer);
    };
    const onPointerUp = (event: PointerEvent) => {
      if (dragKind === null) return;
      const pointer = resolve(event);
      dragKind = null;
      if (root.hasPointerCapture(event.pointerId)) root.releasePointerCapture(event.pointerId);
      if (pointer) editor.pointerUp(pointer);
      else editor.cancel();
    };
    const onPointerCancel = () => {
      if (dragKind === null) return;
      dragKind = null;
      editor.cancel();
    };
    const onPointerLeave = () => renderer.setHoverX(null);
    const onContextMenu = (event: MouseEvent) => {
      const pointer = resolve(event);
      if (!pointer) return;
      event.preventDefault();
      editor.contextMenu({ ...pointer, button: 2 });
    };
    const onWheel = (event: WheelEvent) => {
      const pointer = resolvePointer(geometry(), event.clientX, event.clientY);
      if (!pointer) return;
      const unit =
        event.deltaMode === WheelEvent.DOM_DELTA_LINE
          ? LINE_HEIGHT_PX
          : event.deltaMode === WheelEvent.DOM_DELTA_PAGE
            ? rows.clientHeight
            : 1;
      const deltaX = event.deltaX * unit;
      const deltaY = event.deltaY * unit;
      // In Scroll mode a plain vertical wheel still scrolls the athletes; sideways or Shift
      // moves time, Ctrl zooms.
      const forEditor =
        Math.abs(deltaX) > Math.abs(deltaY) || event.shiftKey || event.ctrlKey || event.metaKey;
      if (editor.getState().wheelMode === 'scroll' && !forEditor) return;
      event.preventDefault();
      editor.wheel({ x: pointer.x, deltaX, deltaY, ...modifiers(event) });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const key = {
        key: event.key,
        ...modifiers(event),
        inEditableElement: inEditableElement(event.target),
      };
      if (!key.inEditableElement && shortcutFor(key) !== null && event.key !== 'Escape') {
        const arrow = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
        if (!arrow || editor.getState().selection.segmentIds.length > 0) event.preventDefault();
      }
      editor.keyDown(key);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      editor.keyUp({
        key: event.key,
        ...modifiers(event),
        inEditableElement: inEditableElement(event.target),
      });
    };

    root.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('pointermove', onPointerMove);
    root.addEventListener('pointerup', onPointerUp);
    root.addEventListener('pointercancel', onPointerCancel);
    root.addEventListener('lostpointercapture', onPointerCancel);
    root.addEventListener('pointerleave', onPointerLeave);
    root.addEventListener('contextmenu', onContextMenu);
    root.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      root.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('pointermove', onPointerMove);
      root.removeEventListener('pointerup', onPointerUp);
      root.removeEventListener('pointercancel', onPointerCancel);
      root.removeEventListener('lostpointercapture', onPointerCancel);
      root.removeEventListener('pointerleave', onPointerLeave);
      root.removeEventListener('contextmenu', onContextMenu);
      root.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [editor, renderer, elements, geometryOf]);
}
