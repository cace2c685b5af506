import type { EditorState, SegmentEditor } from './model';
import { useEditorValue } from './timeline/useEditorValue';

/** What the toolbar, sidebar and dialogs show: not the viewport, hover or a drag's preview. */
export type EditorView = Pick<
  EditorState,
  | 'session'
  | 'athletes'
  | 'tagDefinitions'
  | 'groups'
  | 'segments'
  | 'selection'
  | 'pendingDialog'
  | 'dirty'
  | 'error'
  | 'athleteSelectionEnabled'
  | 'canUndo'
  | 'canRedo'
>;

const viewOf = (state: EditorState): EditorView => ({
  session: state.session,
  athletes: state.athletes,
  tagDefinitions: state.tagDefinitions,
  groups: state.groups,
  segments: state.segments,
  selection: state.selection,
  pendingDialog: state.pendingDialog,
  dirty: state.dirty,
  error: state.error,
  athleteSelectionEnabled: state.athleteSelectionEnabled,
  canUndo: state.canUndo,
  canRedo: state.canRedo,
});

const sameView = (a: EditorView, b: EditorView) =>
  (Object.keys(a) as (keyof EditorView)[]).every((key) => Object.is(a[key], b[key]));

/**
 * The editor's state as the screens around the timeline read it: they re-render when it
 * changes, not on every pointer move, zoom or scroll (the timeline draws those itself).
 */
export function useEditorView(editor: SegmentEditor): EditorView {
  return useEditorValue(editor, viewOf, { equal: sameView, holdDuringGestures: true });
}
