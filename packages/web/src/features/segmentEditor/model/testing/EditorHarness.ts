import type {
  EditorInput,
  EditorSegment,
  EditorState,
  PointerTarget,
  SegmentEditor,
} from '../types';
import { createSegmentEditor } from '../createSegmentEditor';
import { LANE_ROW_HEIGHT_PX } from '../constants';
import { timeToX } from '../viewport';
import { fixtureInput } from './editorFixture';

export interface Keys {
  shift?: boolean;
  ctrl?: boolean;
  alt?: boolean;
}

export interface PointerOptions extends Keys {
  /** The athlete whose graph is under the pointer; the lane when absent. */
  athleteId?: string;
  /** Lane row (0 = top); y is its middle. */
  row?: number;
  y?: number;
  button?: number;
}

/**
 * Drives a segment editor with synthetic pointer and key events in pixels, as the timeline
 * view would (tldraw's TestEditor in spirit): `ctrlDrag(100, 200)`, `click(x, { shift })`.
 */
export class EditorHarness {
  readonly editor: SegmentEditor;
  saveRequests: (readonly string[])[] = [];
  deleteRequests: (readonly string[])[] = [];

  constructor(overrides: Partial<EditorInput> = {}) {
    this.editor = createSegmentEditor(fixtureInput(overrides));
    this.editor.onSaveRequested((ids) => this.saveRequests.push(ids));
    this.editor.onDeleteRequested((ids) => this.deleteRequests.push(ids));
  }

  get state(): EditorState {
    return this.editor.getState();
  }

  segment(id: string): EditorSegment {
    const found = this.state.segments.find((s) => s.id === id);
    if (!found) throw new Error(`no segment ${id}`);
    return found;
  }

  /** The x of an instant in the current viewport. */
  x(timeMs: number): number {
    return timeToX(this.state.viewport, timeMs);
  }

  private event(x: number, options: PointerOptions) {
    const target: PointerTarget = options.athleteId
      ? { kind: 'graph', athleteId: options.athleteId }
      : { kind: 'lane' };
    return {
      x,
      y: options.y ?? ((options.row ?? 0) + 0.5) * LANE_ROW_HEIGHT_PX,
      target,
      button: options.button ?? 0,
      shiftKey: Boolean(options.shift),
      ctrlKey: Boolean(options.ctrl),
      altKey: Boolean(options.alt),
      metaKey: false,
    };
  }

  down(x: number, options: PointerOptions = {}): this {
    this.editor.pointerDown(this.event(x, options));
    return this;
  }

  move(x: number, options: PointerOptions = {}): this {
    this.editor.pointerMove(this.event(x, options));
    return this;
  }

  up(x: number, options: PointerOptions = {}): this {
    this.editor.pointerUp(this.event(x, options));
    return this;
  }

  click(x: number, options: PointerOptions = {}): this {
    return this.down(x, options).up(x, options);
  }

  /** Press, move in steps (so thresholds pass on the way), release with `end` options. */
  drag(
    fromX: number,
    toX: number,
    options: PointerOptions = {},
    end: PointerOptions = options,
  ): this {
    this.down(fromX, options);
    const steps = 4;
    for (let i = 1; i <= steps; i += 1) this.move(fromX + ((toX - fromX) * i) / steps, options);
    return this.up(toX, end);
  }

  /** A drag that is not released (to test Escape and modifiers mid-drag). */
  press(fromX: number, toX: number, options: PointerOptions = {}): this {
    this.down(fromX, options);
    this.move((fromX + toX) / 2, options);
    return this.move(toX, options);
  }

  ctrlDrag(fromX: number, toX: number, options: PointerOptions = {}): this {
    return this.drag(fromX, toX, { ...options, ctrl: true });
  }

  key(key: string, keys: Keys & { inEditableElement?: boolean } = {}): boolean {
    const input = {
      key,
      ctrlKey: Boolean(keys.ctrl),
      shiftKey: Boolean(keys.shift),
      altKey: Boolean(keys.alt),
      metaKey: false,
      inEditableElement: keys.inEditableElement,
    };
    const handled = this.editor.keyDown(input);
    this.editor.keyUp(input);
    return handled;
  }

  rightClick(x: number, athleteId: string): this {
    this.editor.contextMenu(this.event(x, { athleteId, button: 2 }));
    return this;
  }

  wheel(x: number, deltaY: number, keys: Keys = {}): this {
    this.editor.wheel({ x, deltaY, deltaX: 0, ctrlKey: keys.ctrl, shiftKey: keys.shift });
    return this;
  }
}
