import { useEffect, useState } from 'react';
import { createSegmentEditor, type EditorInput, type SegmentEditor, type WheelMode } from './model';

export type LoadedEditorInput = Omit<EditorInput, 'widthPx' | 'wheelMode' | 'createId'>;

/**
 * The editor model of the open session (the screen is keyed by session), made from the first
 * answer of SegmentsQuery and reloaded with every later input (refresh, live events): saved
 * segments follow the server unless they have unsaved changes, drafts stay.
 */
export function useSegmentEditor(input: LoadedEditorInput, wheelMode: WheelMode): SegmentEditor {
  const [{ editor, firstInput }] = useState(() => ({
    editor: createSegmentEditor({ ...input, wheelMode }),
    firstInput: input,
  }));

  useEffect(() => {
    if (input !== firstInput) editor.load(input);
  }, [editor, firstInput, input]);

  useEffect(() => {
    editor.setWheelMode(wheelMode);
  }, [editor, wheelMode]);

  return editor;
}
