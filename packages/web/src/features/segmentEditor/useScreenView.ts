import type { EditorState, SegmentEditor } from './model';
import { useEditorValue } from './timeline/useEditorValue';

/** What the page around the timeline and sidebar shows: none of it changes during a drag. */
export interface ScreenView {
  session: EditorState['session'];
  athletes: EditorState['athletes'];
  groups: EditorState['groups'];
  selectedAthleteIds: EditorState['selection']['athleteIds'];
  selectedSegmentCount: number;
  athleteSelectionEnabled: boolean;
  dirty: boolean;
  pendingDialog: EditorState['pendingDialog'];
}

const screenViewOf = (state: EditorState): ScreenView => ({
  session: state.session,
  athletes: state.athletes,
  groups: state.groups,
  selectedAthleteIds: state.selection.athleteIds,
  selectedSegmentCount: state.selection.segmentIds.length,
  athleteSelectionEnabled: state.athleteSelectionEnabled,
  dirty: state.dirty,
  pendingDialog: state.pendingDialog,
});

const sameScreenView = (a: ScreenView, b: ScreenView) =>
  (Object.keys(a) as (keyof ScreenView)[]).every((key) => Object.is(a[key], b[key]));

/** The page's slice of the editor's state: it re-renders on selection and saving, not on drags. */
export function useScreenView(editor: SegmentEditor): ScreenView {
  return useEditorValue(editor, screenViewOf, {
    equal: sameScreenView,
    holdDuringGestures: true,
  });
}
