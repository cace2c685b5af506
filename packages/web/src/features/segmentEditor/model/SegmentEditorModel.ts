import type {
  EditorAthlete,
  EditorAthleteGroup,
  EditorInput,
  EditorSelection,
  EditorState,
  EditorTagDefinition,
  LaneRowPlacement,
  LivePreview,
  PendingDialog,
  ToolStateName,
  Viewport,
  WheelMode,
} from './types';
import type { EditorDocument, SegmentRecord } from './records';
import type { EditorPointer, Overlay, ToolContext } from './toolContext';
import type { SelectionChangeMode } from './selectionRules';
import type { ToolState } from './states/ToolState';
import { History } from './history';
import { DistanceIndex } from './distanceIndex';
import { hitGraph, hitLane } from './hitTest';
import { layoutLaneRows } from './laneLayout';
import { athleteIdsOf, recordFromSaved, sortRecords, toEditorSegment } from './records';
import { planSelectionChange } from './selectionRules';
import { wholeSecondBounds } from './timeBounds';
import { clampStart, defaultViewport, zoomByButton } from './viewport';
import { createToolStates } from './states/createToolStates';
import { SegmentCommands } from './SegmentCommands';
import { InputRouter } from './InputRouter';

const DEFAULT_WIDTH_PX = 1000;

type Listener<T> = (value: T) => void;

/**
 * The segment editor (docs/ARCHITECTURE.md "Segment editor"): the document (segments and selection),
 * its saved baseline, the viewport, undo history and the tool's state machine. Every change
 * notifies subscribers; getState returns one immutable snapshot until the next change.
 */
export class SegmentEditorModel implements ToolContext {
  session: { startMs: number; endMs: number };
  private athletes: readonly EditorAthlete[];
  private athletesById = new Map<string, EditorAthlete>();
  private tagDefinitions: readonly EditorTagDefinition[];
  private groups: readonly EditorAthleteGroup[];
  private distances: DistanceIndex;
  readonly saveListeners = new Set<Listener<readonly string[]>>();
  readonly deleteListeners = new Set<Listener<readonly string[]>>();
  doc: EditorDocument;
  baseline = new Map<string, SegmentRecord>();
  viewport: Viewport;
  wheelMode: WheelMode;
  readonly history = new History<EditorDocument>();
  readonly createId: () => string;
  private clipCounter = 0;
  readonly createClipId = (): string => `clip-${++this.clipCounter}`;
  athleteOrder: readonly string[];
  private readonly states: Record<ToolStateName, ToolState>;
  current: ToolState;
  private overlay: Overlay = {
    brush: null,
    snapGuideMs: null,
    livePreview: null,
    cursor: 'default',
  };
  pendingDialog: PendingDialog | null = null;
  pendingAction: (() => void) | null = null;
  error: string | null = null;
  private readonly listeners = new Set<() => void>();
  private snapshot: EditorState | null = null;
  /** The last snapshot built: unchanged parts of the next one keep their identity. */
  private previousSnapshot: EditorState | null = null;
  private layout: {
    segments: readonly SegmentRecord[];
    sorted: SegmentRecord[];
    rows: LaneRowPlacement[];
    rowCount: number;
  } | null = null;
  readonly commands: SegmentCommands;
  readonly input: InputRouter;

  constructor(input: EditorInput) {
    this.session = input.session;
    this.athletes = input.athletes;
    this.tagDefinitions = input.tagDefinitions;
    this.groups = input.groups;
    this.athletesById = new Map(input.athletes.map((a) => [a.id, a]));
    this.distances = new DistanceIndex(input.athletes);
    this.athleteOrder = input.athletes.map((a) => a.id);
    this.createId = input.createId ?? (() => crypto.randomUUID());
    const records = input.segments.map((s) =>
      recordFromSaved(s, input.athletes, this.createClipId),
    );
    for (const record of records) this.baseline.set(record.id, record);
    this.doc = {
      segments: records,
      selection: { segmentIds: [], clipIds: [], athleteIds: input.athletes.map((a) => a.id) },
    };
    this.viewport = defaultViewport(input.session, input.widthPx ?? DEFAULT_WIDTH_PX);
    this.wheelMode = input.wheelMode ?? 'zoom';
    this.states = createToolStates(this);
    this.current = this.states.idle;
    this.commands = new SegmentCommands(this);
    this.input = new InputRouter(this);
  }

  // ---- snapshot ----

  getState = (): EditorState => {
    this.snapshot ??= this.buildState();
    return this.snapshot;
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private batchDepth = 0;
  private changedInBatch = false;

  emit(): void {
    this.snapshot = null;
    if (this.batchDepth > 0) {
      this.changedInBatch = true;
      return;
    }
    for (const listener of [...this.listeners]) listener();
  }

  /** Runs one event or command, telling subscribers once at the end (one render per event). */
  batch<T>(run: () => T): T {
    this.batchDepth += 1;
    try {
      return run();
    } finally {
      this.batchDepth -= 1;
      if (this.batchDepth === 0 && this.changedInBatch) {
        this.changedInBatch = false;
        this.emit();
      }
    }
  }

  private laneLayout() {
    if (this.layout?.segments !== this.doc.segments) {
      const sorted = sortRecords(this.doc.segments);
      const { rows, rowCount } = layoutLaneRows(sorted);
      this.layout = { segments: this.doc.segments, sorted, rows, rowCount };
    }
    return this.layout;
  }

  get laneRows(): readonly LaneRowPlacement[] {
    return this.laneLayout().rows;
  }

  get selection(): EditorSelection {
    const { segmentIds, clipIds } = this.doc.selection;
    if (segmentIds.length === 0) return this.doc.selection;
    const ids = new Set(segmentIds);
    const union = this.doc.segments.filter((s) => ids.has(s.id)).flatMap(athleteIdsOf);
    return {
      segmentIds,
      clipIds,
      athleteIds: [...new Set(union)],
    };
  }

  get resizeEnabled(): boolean {
    return this.doc.selection.segmentIds.length < 2;
  }

  private buildState(): EditorState {
    const { sorted, rows, rowCount } = this.laneLayout();
    const built = sorted.map((record) => toEditorSegment(record, this.baseline.get(record.id)));
    // A hover, zoom or scroll changes neither the segments nor the selection: they keep their
    // identity, so views reading them (the sidebar, the toolbar) skip the render.
    const previous = this.previousSnapshot;
    const segments = previous && sameItems(previous.segments, built) ? previous.segments : built;
    const fresh = this.selection;
    const selection =
      previous &&
      sameItems(previous.selection.segmentIds, fresh.segmentIds) &&
      sameItems(previous.selection.clipIds, fresh.clipIds) &&
      sameItems(previous.selection.athleteIds, fresh.athleteIds)
        ? previous.selection
        : fresh;
    this.previousSnapshot = {
      session: this.session,
      athletes: this.athletes,
      tagDefinitions: this.tagDefinitions,
      groups: this.groups,
      segments,
      laneRows: rows,
      laneRowCount: rowCount,
      selection,
      viewport: this.viewport,
      wheelMode: this.wheelMode,
      toolState: this.current.name,
      cursor: this.overlay.cursor,
      brush: this.overlay.brush,
      snapGuideMs: this.overlay.snapGuideMs,
      livePreview: this.overlay.livePreview,
      pendingDialog: this.pendingDialog,
      dirty: segments.some((s) => s.dirty),
      error: this.error,
      athleteSelectionEnabled: this.resizeEnabled,
      resizeEnabled: this.resizeEnabled,
      canUndo: this.history.canUndo,
      canRedo: this.history.canRedo,
    };
    return this.previousSnapshot;
  }

  // ---- what the tool states use ----

  /** New session data (refresh): athletes, tags, groups and the window. */
  setSessionData(
    input: Pick<EditorInput, 'session' | 'athletes' | 'tagDefinitions' | 'groups'>,
  ): void {
    this.session = input.session;
    this.athletes = input.athletes;
    this.tagDefinitions = input.tagDefinitions;
    this.groups = input.groups;
    this.athletesById = new Map(input.athletes.map((a) => [a.id, a]));
    this.distances = new DistanceIndex(input.athletes);
    const known = new Set(input.athletes.map((a) => a.id));
    this.athleteOrder = [
      ...this.athleteOrder.filter((id) => known.has(id)),
      ...input.athletes.map((a) => a.id).filter((id) => !this.athleteOrder.includes(id)),
    ];
    this.viewport = clampStart(this.session, this.viewport);
  }

  get allAthletes(): readonly EditorAthlete[] {
    return this.athletes;
  }

  /** Back to idle, a running drag undone. */
  settle(): void {
    if (this.current.name !== 'idle') this.current.onCancel();
  }

  private deferred: (() => void) | null = null;

  /** Runs now when idle, else when the running gesture ends (the latest call wins). */
  whenIdle(run: () => void): void {
    if (this.current.name === 'idle') run();
    else this.deferred = run;
  }

  private runDeferred(): void {
    const run = this.deferred;
    this.deferred = null;
    run?.();
  }

  athlete(id: string): EditorAthlete | undefined {
    return this.athletesById.get(id);
  }

  setDocument(doc: EditorDocument): void {
    if (doc === this.doc) return;
    this.doc = doc;
    this.emit();
  }

  commitGesture(before: EditorDocument): void {
    if (before.segments !== this.doc.segments) this.history.record(before);
    this.emit();
  }

  /** A command: one undo entry when the segments change (typing a title coalesces). */
  change(next: (doc: EditorDocument) => EditorDocument, coalesceKey: string | null = null): void {
    const before = this.doc;
    const after = next(before);
    if (after === before) return;
    if (after.segments !== before.segments) this.history.record(before, coalesceKey);
    else this.history.seal();
    this.setDocument(after);
  }

  setOverlay(overlay: Partial<Overlay>): void {
    this.overlay = { ...this.overlay, ...overlay };
    this.emit();
  }

  transition(name: ToolStateName, info?: unknown): void {
    this.current.onExit();
    this.current = this.states[name];
    this.current.onEnter(info);
    if (name === 'idle') this.overlay = { ...this.overlay, cursor: 'default' };
    this.emit();
    if (name === 'idle') this.runDeferred();
  }

  dispatchPointerMove(pointer: EditorPointer): void {
    this.current.onPointerMove(pointer);
  }

  hitLane(x: number, y: number) {
    const selectedIds = new Set(this.doc.selection.segmentIds);
    return hitLane(
      {
        segments: this.laneLayout().sorted,
        laneRows: this.laneRows,
        viewport: this.viewport,
        resizeEnabled: this.resizeEnabled,
        selectedIds,
      },
      x,
      y,
    );
  }

  hitGraph(athleteId: string, x: number) {
    const selectedIds = new Set(this.doc.selection.segmentIds);
    return hitGraph(
      this.doc.segments.filter((s) => selectedIds.has(s.id)),
      this.viewport,
      athleteId,
      x,
    );
  }

  snapTargets(excludedIds: ReadonlySet<string>): number[] {
    const { minStartMs, maxEndMs } = wholeSecondBounds(this.session);
    return [
      minStartMs,
      maxEndMs,
      ...this.doc.segments
        .filter((s) => !excludedIds.has(s.id))
        .flatMap((s) => [s.startTimestamp, s.endTimestamp]),
    ];
  }

  livePreview(startMs: number, endMs: number, athleteIds: readonly string[]): LivePreview {
    const ids = athleteIds.length > 0 ? athleteIds : this.athleteOrder;
    return {
      startMs,
      endMs,
      durationMs: endMs - startMs,
      teamAvgDistanceM: this.distances.teamAverageM(ids, startMs, endMs),
    };
  }

  /** Team mean speed each second of the session, for 'Suggest segments'. */
  teamSpeedKph(): (number | null)[] {
    return this.distances.teamSpeedKph(this.session.startMs, this.session.endMs, 1000);
  }

  changeSegmentSelection(
    segmentIds: readonly string[],
    mode: SelectionChangeMode,
    athleteIds: readonly string[] = segmentIds.length > 0
      ? this.doc.selection.athleteIds
      : this.selection.athleteIds,
  ): void {
    this.changeSelectionAsking({ kind: 'discardChanges' }, segmentIds, mode, athleteIds);
  }

  /**
   * A selection change through the unsaved-changes rule; when it needs the dialog, the change
   * is planned again on Confirm (the document may have moved on meanwhile).
   */
  changeSelectionAsking(
    dialog: PendingDialog,
    segmentIds: readonly string[],
    mode: SelectionChangeMode,
    athleteIds: readonly string[],
  ): void {
    const plan = () => planSelectionChange(this.doc, this.baseline, segmentIds, mode, athleteIds);
    if (plan().needsConfirmation) this.ask(dialog, () => this.change(() => plan().next));
    else this.change(() => plan().next);
  }

  clickSegment(segmentId: string, shift: boolean): void {
    const selected = this.doc.selection.segmentIds;
    const next = shift
      ? selected.includes(segmentId)
        ? selected.filter((id) => id !== segmentId)
        : [...selected, segmentId]
      : [segmentId];
    if (next.length === selected.length && next.every((id, i) => id === selected[i])) return;
    this.changeSegmentSelection(next, 'switch');
  }

  clickClip(clipId: string | null, shift: boolean): void {
    const selected = this.doc.selection.clipIds;
    const clipIds =
      clipId === null
        ? []
        : shift
          ? selected.includes(clipId)
            ? selected.filter((id) => id !== clipId)
            : [...selected, clipId]
          : [clipId];
    this.setDocument({ ...this.doc, selection: { ...this.doc.selection, clipIds } });
  }

  handleShortcutKey(
    key: string,
    modifiers: { ctrl: boolean; shift: boolean; alt: boolean },
  ): boolean {
    return this.input.handleShortcutKey(key, modifiers);
  }

  ask(dialog: PendingDialog, action: () => void): void {
    this.pendingDialog = dialog;
    this.pendingAction = action;
    this.emit();
  }

  requestSave(): boolean {
    const ids = this.doc.selection.segmentIds;
    if (ids.length === 0) return false;
    for (const listener of [...this.saveListeners]) listener(ids);
    return true;
  }

  requestDelete(ids: readonly string[]): void {
    for (const listener of [...this.deleteListeners]) listener(ids);
  }

  // ---- viewport ----

  setViewport(viewport: Viewport): void {
    if (viewport === this.viewport) return;
    this.viewport = viewport;
    this.emit();
    // The time under a dragging pointer changed: the drag follows it.
    const pointer = this.input.lastPointer;
    if (pointer && this.current.name !== 'idle') this.current.onPointerMove(pointer);
  }

  zoomIn = (): void => this.setViewport(zoomByButton(this.session, this.viewport, true));
  zoomOut = (): void => this.setViewport(zoomByButton(this.session, this.viewport, false));
  resetZoom = (): void => this.setViewport(defaultViewport(this.session, this.viewport.widthPx));
  setWidth = (widthPx: number): void => {
    if (widthPx !== this.viewport.widthPx)
      this.setViewport(clampStart(this.session, { ...this.viewport, widthPx }));
  };
  scrollTo = (startMs: number): void =>
    this.setViewport(clampStart(this.session, { ...this.viewport, startMs }));
  setWheelMode = (mode: WheelMode): void => {
    this.wheelMode = mode;
    this.emit();
  };
}

function sameItems<Item>(a: readonly Item[], b: readonly Item[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
