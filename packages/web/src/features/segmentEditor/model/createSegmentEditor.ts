import type { EditorInput, SegmentEditor } from './types';
import { SegmentEditorModel } from './SegmentEditorModel';
import { ServerSync } from './ServerSync';

/** A segment editor over one training session; all athletes start selected (docs/product/dashboard-and-segments.md §4). */
export function createSegmentEditor(input: EditorInput): SegmentEditor {
  const model = new SegmentEditorModel(input);
  const commands = model.commands;
  const sync = new ServerSync(model);
  const listen =
    (listeners: Set<(ids: readonly string[]) => void>) =>
    (listener: (ids: readonly string[]) => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
  const editor: SegmentEditor = {
    getState: model.getState,
    subscribe: model.subscribe,
    pointerDown: model.input.pointerDown,
    pointerMove: model.input.pointerMove,
    pointerUp: model.input.pointerUp,
    contextMenu: model.input.contextMenu,
    keyDown: model.input.keyDown,
    keyUp: model.input.keyUp,
    wheel: model.input.wheel,
    cancel: model.input.cancel,
    zoomIn: model.zoomIn,
    zoomOut: model.zoomOut,
    resetZoom: model.resetZoom,
    setWidth: model.setWidth,
    scrollTo: model.scrollTo,
    setWheelMode: model.setWheelMode,
    selectSegments: (ids) => commands.selectSegments(ids),
    clearSelection: () => commands.clearSelection(),
    toggleAthlete: (id) => commands.toggleAthlete(id),
    setAthletesSelected: (ids, selected) => commands.setAthletesSelected(ids, selected),
    setAthleteOrder: (ids) => commands.setAthleteOrder(ids),
    updateSegment: (id, patch) => commands.updateSegment(id, patch),
    addAthletes: (segmentIds, athleteIds) => commands.addAthletes(segmentIds, athleteIds),
    removeAthletes: (segmentIds, athleteIds) => commands.removeAthletes(segmentIds, athleteIds),
    addSegmentTags: (segmentIds, tagIds) => commands.setSegmentTags(segmentIds, tagIds, []),
    removeSegmentTags: (segmentIds, tagIds) => commands.setSegmentTags(segmentIds, [], tagIds),
    addParticipationTags: (segmentIds, athleteIds, tagIds) =>
      commands.setParticipationTags(segmentIds, athleteIds, tagIds, []),
    removeParticipationTags: (segmentIds, athleteIds, tagIds) =>
      commands.setParticipationTags(segmentIds, athleteIds, [], tagIds),
    addClipTags: (clipIds, tagIds) => commands.setClipTags(clipIds, tagIds, []),
    removeClipTags: (clipIds, tagIds) => commands.setClipTags(clipIds, [], tagIds),
    removeClips: (clipIds) => commands.removeClips(clipIds),
    duplicateSelected: () => commands.duplicateSelected(),
    deleteSelected: () => commands.deleteSelected(),
    splitAtTime: (timeMs) => commands.splitAtTime(timeMs),
    nudgeSelected: (deltaMs) => commands.nudgeSelected(deltaMs),
    suggestSegments: () => commands.suggestSegments(),
    keepSuggestions: () => commands.keepSuggestions(),
    discardSuggestions: () => commands.discardSuggestions(),
    dismissSelected: () => commands.dismissSelected(),
    undo: () => commands.undo(),
    redo: () => commands.redo(),
    confirmDialog: () => commands.confirmDialog(),
    cancelDialog: () => commands.cancelDialog(),
    onSaveRequested: listen(model.saveListeners),
    onDeleteRequested: listen(model.deleteListeners),
    markSaved: (ids, idMap, sent) => sync.markSaved(ids, idMap, sent),
    markDeleted: (ids) => sync.markDeleted(ids),
    setError: (message) => sync.setError(message),
    load: (input) => sync.load(input),
  };
  return batched(editor, model);
}

/** Every method but the reads tells subscribers once, after it ran. */
function batched(editor: SegmentEditor, model: SegmentEditorModel): SegmentEditor {
  const unbatched = new Set<keyof SegmentEditor>([
    'getState',
    'subscribe',
    'onSaveRequested',
    'onDeleteRequested',
  ]);
  const wrapped = { ...editor } as Record<keyof SegmentEditor, unknown>;
  for (const key of Object.keys(editor) as (keyof SegmentEditor)[]) {
    const method = (editor as unknown as Record<string, (...args: unknown[]) => unknown>)[key]!;
    if (!unbatched.has(key))
      wrapped[key] = (...args: unknown[]) => model.batch(() => method(...args));
  }
  return wrapped as SegmentEditor;
}
