import type {
  BrushBox,
  EditorAthlete,
  EditorCursor,
  EditorSelection,
  LaneRowPlacement,
  LivePreview,
  PointerTarget,
  ToolStateName,
  Viewport,
} from './types';
import type { CreateId, EditorDocument } from './records';
import type { GraphHit, LaneHit } from './hitTest';
import type { SelectionChangeMode } from './selectionRules';

/** A pointer event with its modifiers resolved (Meta counts as Ctrl). */
export interface EditorPointer {
  x: number;
  y: number;
  target: PointerTarget;
  button: number;
  shift: boolean;
  ctrl: boolean;
  alt: boolean;
}

/** What the transient layer shows while a gesture runs. */
export interface Overlay {
  brush: BrushBox | null;
  snapGuideMs: number | null;
  livePreview: LivePreview | null;
  cursor: EditorCursor;
}

/** What the tool states may read and do: the editor, seen from a gesture. */
export interface ToolContext {
  readonly doc: EditorDocument;
  readonly viewport: Viewport;
  readonly session: { startMs: number; endMs: number };
  readonly laneRows: readonly LaneRowPlacement[];
  readonly resizeEnabled: boolean;
  readonly createId: CreateId;
  readonly createClipId: CreateId;
  /** The public selection (athletes of the selected segments when any). */
  readonly selection: EditorSelection;
  /** Athletes in the order shown below the timeline. */
  readonly athleteOrder: readonly string[];
  athlete(id: string): EditorAthlete | undefined;
  /** Replaces the document without an undo entry (during a gesture). */
  setDocument(doc: EditorDocument): void;
  /** Ends a gesture: one undo entry when the segments changed. */
  commitGesture(before: EditorDocument): void;
  setOverlay(overlay: Partial<Overlay>): void;
  transition(name: ToolStateName, info?: unknown): void;
  /** Hands a move to the (new) current state: a drag starts where the pointer already is. */
  dispatchPointerMove(pointer: EditorPointer): void;
  hitLane(x: number, y: number): LaneHit;
  hitGraph(athleteId: string, x: number): GraphHit;
  /** Edges a drag may snap to: other segments' edges and the session's bounds. */
  snapTargets(excludedIds: ReadonlySet<string>): number[];
  livePreview(startMs: number, endMs: number, athleteIds: readonly string[]): LivePreview;
  changeSegmentSelection(segmentIds: readonly string[], mode: SelectionChangeMode): void;
  clickSegment(segmentId: string, shift: boolean): void;
  /** Shift toggles the clip; a plain click selects only it; null clears the clips selected. */
  clickClip(clipId: string | null, shift: boolean): void;
  handleShortcutKey(
    key: string,
    modifiers: { ctrl: boolean; shift: boolean; alt: boolean },
  ): boolean;
}
