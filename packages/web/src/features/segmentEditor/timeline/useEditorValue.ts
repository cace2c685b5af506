import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { EditorState, SegmentEditor } from '../model/types';

export interface EditorValueOptions<Value> {
  equal?: (a: Value, b: Value) => boolean;
  /**
   * Keep the value shown when the pointer went down until the gesture ends (a drag's
   * every move then renders only the timeline's canvases, not the views around them).
   */
  holdDuringGestures?: boolean;
}

/** True while a pointer gesture (pointing, creating, dragging, brushing...) is under way. */
export const gestureUnderWay = (state: EditorState) => state.toolState !== 'idle';

/**
 * A value read from the editor's state that re-renders the component only when the value
 * changes (by `equal`), not on every pointer move of a gesture.
 */
export function useEditorValue<Value>(
  editor: SegmentEditor,
  select: (state: EditorState) => Value,
  { equal = Object.is, holdDuringGestures = false }: EditorValueOptions<Value> = {},
): Value {
  const cache = useRef<{ state: EditorState; value: Value } | null>(null);
  const subscribe = useCallback((listener: () => void) => editor.subscribe(listener), [editor]);
  const getSnapshot = () => {
    const state = editor.getState();
    const cached = cache.current;
    if (cached && cached.state === state) return cached.value;
    if (cached && holdDuringGestures && gestureUnderWay(state)) {
      cache.current = { state, value: cached.value };
      return cached.value;
    }
    const value = select(state);
    const kept = cached && equal(cached.value, value) ? cached.value : value;
    cache.current = { state, value: kept };
    return kept;
  };
  return useSyncExternalStore(subscribe, getSnapshot);
}
