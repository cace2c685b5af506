/**
 * The segment editor's public types (docs/product/dashboard-and-segments.md §3 "Segment (editor working copy)", §4, §9).
 * Plain data: the view renders an {@link EditorState}, forwards pointer and key events in
 * CSS pixels, and the screens save what the state holds.
 */

/** 1 Hz speed of one athlete (the participation's `sampledSpeedKphOverTime`). */
export interface SpeedSeries {
  startMs: number;
  intervalMs: number;
  /** km/h; null where the athlete had no fix. */
  valuesKph: readonly (number | null)[];
}

export interface EditorAthlete {
  id: string;
  name: string;
  sessionParticipationId: string;
  /** Tags of the athlete's session participation. */
  tagDefinitionIds: readonly string[];
  /** False shows 'No Data'. */
  hasData: boolean;
  /** For the live preview and 'Suggest segments'; null without data. */
  speed: SpeedSeries | null;
}

export type TaggableType = 'session_participation' | 'segment' | 'segment_participation_part';

export interface EditorTagDefinition {
  id: string;
  label: string;
  colour: string;
  validTaggableTypes: readonly TaggableType[];
}

export interface EditorAthleteGroup {
  id: string;
  name: string;
  colour: string;
  athleteIds: readonly string[];
}

/** A clipped period of one athlete: ms from the segment's start. `id` is editor-only. */
export interface EditorClip {
  id: string;
  startOffset: number;
  endOffset: number;
  tagDefinitionIds: readonly string[];
}

export interface EditorAthleteClips {
  athleteId: string;
  clippedTimePeriods: readonly EditorClip[];
}

/** An athlete in a segment: `id` is the athlete's SESSION participation id. */
export interface EditorParticipation {
  id: string;
  athleteId: string;
  tagDefinitionIds: readonly string[];
}

/** A segment as it is edited (docs/product/dashboard-and-segments.md §3). Times are epoch ms, whole seconds. */
export interface EditorSegment {
  id: string;
  title: string;
  startTimestamp: number;
  endTimestamp: number;
  participations: readonly EditorParticipation[];
  /** Athletes of the segment, in participation order. */
  athleteIds: readonly string[];
  tagDefinitionIds: readonly string[];
  /** One entry per athlete of the segment; an athlete's list is never empty. */
  clippedTimePeriodsByAthlete: readonly EditorAthleteClips[];
  /** Not yet on the server. */
  draft: boolean;
  /** Differs from what the server holds (always true for a draft). */
  dirty: boolean;
  /** The segment a duplicate or Alt-drag copy was made from. */
  originalSegmentId: string | null;
  /** Proposed by 'Suggest segments' and not yet kept. */
  suggested: boolean;
}

/** A segment as loaded: the editor adds the flags, clip ids and missing whole-segment clips. */
export interface SavedSegmentInput {
  id: string;
  title: string;
  startTimestamp: number;
  endTimestamp: number;
  participations: readonly { id: string; tagDefinitionIds: readonly string[] }[];
  tagDefinitionIds: readonly string[];
  clippedTimePeriodsByAthlete: readonly {
    athleteId: string;
    clippedTimePeriods: readonly {
      startOffset: number;
      endOffset: number;
      tagDefinitionIds: readonly string[];
    }[];
  }[];
}

export interface EditorInput {
  session: { startMs: number; endMs: number };
  athletes: readonly EditorAthlete[];
  segments: readonly SavedSegmentInput[];
  tagDefinitions: readonly EditorTagDefinition[];
  groups: readonly EditorAthleteGroup[];
  /** Width of the timeline's visible content box in CSS px (can be set later with setWidth). */
  widthPx?: number;
  wheelMode?: WheelMode;
  /** Ids for new drafts; crypto.randomUUID by default (tests pass a counter). */
  createId?: () => string;
}

export type WheelMode = 'zoom' | 'scroll';

export interface Viewport {
  /** Time at x = 0 of the visible timeline. */
  startMs: number;
  msPerPx: number;
  widthPx: number;
}

export interface EditorSelection {
  segmentIds: readonly string[];
  /** EditorClip ids. */
  clipIds: readonly string[];
  /** Athletes ticked below the timeline (a selected segment's athletes while one is selected). */
  athleteIds: readonly string[];
}

export type ToolStateName =
  | 'idle'
  | 'pointing'
  | 'pointing_clip'
  | 'creating'
  | 'translating'
  | 'resizing'
  | 'clipping'
  | 'resizing_clip'
  | 'brushing';

export type EditorCursor = 'default' | 'ew-resize' | 'grab' | 'grabbing' | 'copy' | 'crosshair';

/** The box of a box selection, in time and lane pixels (lane) or athletes (graph). */
export interface BrushBox {
  target: 'lane' | 'graph';
  startMs: number;
  endMs: number;
  /** Lane rows' y (lane only), top <= bottom. */
  topY: number;
  bottomY: number;
  /** Athletes whose graphs the box covers (graph only). */
  athleteIds: readonly string[];
}

/** Shown while creating, moving or resizing a segment (our addition to docs/product/dashboard-and-segments.md §4). */
export interface LivePreview {
  startMs: number;
  endMs: number;
  durationMs: number;
  /** Mean distance over athletes with data in the window; null when none has data. */
  teamAvgDistanceM: number | null;
}

/** A question the screens render as a dialog; texts by kind (docs/product/dashboard-and-segments.md §4). */
export type PendingDialog =
  | { kind: 'discardChanges' }
  | { kind: 'dismissSegment' }
  | { kind: 'deleteSegments'; segmentIds: readonly string[] };

export interface LaneRowPlacement {
  segmentId: string;
  row: number;
}

export interface EditorState {
  session: { startMs: number; endMs: number };
  athletes: readonly EditorAthlete[];
  tagDefinitions: readonly EditorTagDefinition[];
  groups: readonly EditorAthleteGroup[];
  /** Sorted by start time, then id. */
  segments: readonly EditorSegment[];
  /** Lane row of every segment; rows are LANE_ROW_HEIGHT_PX tall. */
  laneRows: readonly LaneRowPlacement[];
  laneRowCount: number;
  selection: EditorSelection;
  viewport: Viewport;
  wheelMode: WheelMode;
  toolState: ToolStateName;
  cursor: EditorCursor;
  brush: BrushBox | null;
  /** Time of the edge a drag snapped to, for the guide line. */
  snapGuideMs: number | null;
  livePreview: LivePreview | null;
  pendingDialog: PendingDialog | null;
  /** Any segment is a draft or dirty ('Unsaved Changes'). */
  dirty: boolean;
  /** Sidebar error banner, set by the screens after a failed save or delete. */
  error: string | null;
  /** Checkbox selection is disabled while two or more segments are selected. */
  athleteSelectionEnabled: boolean;
  /** Resizing is disabled while two or more segments are selected. */
  resizeEnabled: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export interface Modifiers {
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  /** Treated as Ctrl (macOS). */
  metaKey: boolean;
}

export type PointerTarget = { kind: 'lane' } | { kind: 'graph'; athleteId: string };

/**
 * A pointer event in CSS pixels: x from the left of the visible timeline, y from the top of
 * the lane's rows (vertical scroll included) on the lane; y is unused on a graph.
 */
export interface PointerInput extends Partial<Modifiers> {
  x: number;
  y: number;
  target: PointerTarget;
  /** 0 primary, 2 secondary. */
  button?: number;
}

export interface KeyInput extends Partial<Modifiers> {
  key: string;
  /** The key went to an input, textarea, select or contenteditable: the editor ignores it. */
  inEditableElement?: boolean;
}

export interface WheelInput extends Partial<Modifiers> {
  x: number;
  deltaX: number;
  deltaY: number;
}

/** What the time picker and title input change. */
export interface SegmentPatch {
  title?: string;
  startTimestamp?: number;
  endTimestamp?: number;
}

export interface SegmentEditor {
  getState(): EditorState;
  subscribe(listener: () => void): () => void;

  // input
  pointerDown(input: PointerInput): void;
  pointerMove(input: PointerInput): void;
  pointerUp(input: PointerInput): void;
  /** Right-click: removes the clip under the pointer. */
  contextMenu(input: PointerInput): void;
  /** True when the key was a shortcut of the editor (the view then prevents its default). */
  keyDown(input: KeyInput): boolean;
  keyUp(input: KeyInput): void;
  wheel(input: WheelInput): void;
  /** The pointer left the window or was captured away: cancels a drag. */
  cancel(): void;

  // viewport
  zoomIn(): void;
  zoomOut(): void;
  resetZoom(): void;
  setWidth(widthPx: number): void;
  scrollTo(startMs: number): void;
  setWheelMode(mode: WheelMode): void;

  // selection
  selectSegments(segmentIds: readonly string[]): void;
  clearSelection(): void;
  /** A checkbox: with one segment selected it adds or removes the athlete from it. */
  toggleAthlete(athleteId: string): void;
  /** Select-all and 'Select group': ticks or unticks these athletes. */
  setAthletesSelected(athleteIds: readonly string[], selected: boolean): void;
  /** The athletes' order below the timeline (sorting and filters), used by box selection. */
  setAthleteOrder(athleteIds: readonly string[]): void;

  // segment edits (each one undo entry)
  updateSegment(segmentId: string, patch: SegmentPatch): void;
  addAthletes(segmentIds: readonly string[], athleteIds: readonly string[]): void;
  removeAthletes(segmentIds: readonly string[], athleteIds: readonly string[]): void;
  addSegmentTags(segmentIds: readonly string[], tagDefinitionIds: readonly string[]): void;
  removeSegmentTags(segmentIds: readonly string[], tagDefinitionIds: readonly string[]): void;
  addParticipationTags(
    segmentIds: readonly string[],
    athleteIds: readonly string[],
    tagDefinitionIds: readonly string[],
  ): void;
  removeParticipationTags(
    segmentIds: readonly string[],
    athleteIds: readonly string[],
    tagDefinitionIds: readonly string[],
  ): void;
  addClipTags(clipIds: readonly string[], tagDefinitionIds: readonly string[]): void;
  removeClipTags(clipIds: readonly string[], tagDefinitionIds: readonly string[]): void;
  removeClips(clipIds: readonly string[]): void;
  duplicateSelected(): void;
  /** Backspace: drafts go at once, saved segments after the delete confirmation. */
  deleteSelected(): void;
  splitAtTime(timeMs: number): void;
  nudgeSelected(deltaMs: number): void;
  suggestSegments(): void;
  keepSuggestions(): void;
  discardSuggestions(): void;
  /** Closing the Edit Segment card: asks when it has unsaved changes. */
  dismissSelected(): void;
  undo(): void;
  redo(): void;

  // dialogs
  confirmDialog(): void;
  cancelDialog(): void;

  // saving (the screens call the server)
  /** Enter, or the Save button: the listener saves these segments. */
  onSaveRequested(listener: (segmentIds: readonly string[]) => void): () => void;
  /** After the delete confirmation: the listener destroys these saved segments. */
  onDeleteRequested(listener: (segmentIds: readonly string[]) => void): () => void;
  /**
   * Save succeeded: drafts get their server ids (old id -> new id) and the baseline moves to
   * `sent` (the segments as the mutation carried them; the current ones when absent), so an
   * edit made while the save was on its way stays dirty.
   */
  markSaved(
    segmentIds: readonly string[],
    idMap?: Readonly<Record<string, string>>,
    sent?: readonly EditorSegment[],
  ): void;
  /** Destroy succeeded: the segments leave the editor. */
  markDeleted(segmentIds: readonly string[]): void;
  setError(message: string | null): void;
  /** New server data (refresh, live event): saved segments follow it unless dirty; drafts stay. */
  load(input: Omit<EditorInput, 'widthPx' | 'wheelMode' | 'createId'>): void;
}
