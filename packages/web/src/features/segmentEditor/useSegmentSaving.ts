import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useSnackbar } from '../../components/ui/useSnackbar';
import type { SegmentEditor } from './model';
import { failureText } from './mutationErrors';
import { saveSegments } from './saveSegments';
import type { SegmentVersions } from './segmentVersions';
import { DestroySessionSegmentMutation } from './segmentMutations';
import { OUTCOME_TOAST_MS, SEGMENT_EDITOR_TEXTS as TEXTS } from './segmentEditorTexts';

/**
 * The session's cached segment list (the overview's Session Segments card) is out of date once
 * a segment is saved or deleted: the mutations bypass the cache, so the list is read afresh.
 */
function forgetCachedSegments(client: ApolloClient, sessionId: string) {
  client.cache.evict({
    id: client.cache.identify({ __typename: 'TrainingSession', id: sessionId }),
    fieldName: 'segments',
  });
}

/**
 * Saving and deleting for the editor: 'Saving...' then the outcome in the snackbar, a failure
 * in the sidebar's banner (the editor stays as it was). Enter saves through the model's save
 * request; its failures only reach the banner (keyboard-triggered save errors are swallowed).
 */
export function useSegmentSaving(
  editor: SegmentEditor,
  sessionId: string,
  /** Edit on Session: without it nothing is sent (the server would refuse it anyway). */
  canEdit: boolean,
  /** The versions the saves are made from. */
  versions: SegmentVersions,
) {
  const client = useApolloClient();
  const snackbar = useSnackbar();
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (segmentIds: readonly string[], { fromKeyboard = false } = {}): Promise<boolean> => {
      if (!canEdit) return false;
      const wanted = new Set(segmentIds);
      const segments = editor.getState().segments.filter((segment) => wanted.has(segment.id));
      if (segments.length === 0) return false;
      setSaving(true);
      const hide = snackbar.show({ type: 'info', message: TEXTS.saving });
      const outcome = await saveSegments(client, segments, sessionId, versions);
      setSaving(false);
      if (outcome.ok) {
        editor.markSaved(
          segments.map((segment) => segment.id),
          outcome.idMap,
        );
        editor.setError(null);
        forgetCachedSegments(client, sessionId);
        snackbar.show({
          type: 'success',
          message: segments.length > 1 ? TEXTS.savedMany : TEXTS.saved,
          durationMs: OUTCOME_TOAST_MS,
        });
        return true;
      }
      editor.setError(failureText(outcome.failure));
      // Someone else saved meanwhile: the message stays, with the way to their version.
      if (outcome.stale)
        snackbar.show({
          type: 'error',
          message: outcome.failure.title,
          action: { label: TEXTS.reload, onClick: () => window.location.reload() },
        });
      else if (fromKeyboard) hide();
      else
        snackbar.show({
          type: 'error',
          message: outcome.failure.title,
          durationMs: OUTCOME_TOAST_MS,
        });
      return false;
    },
    [canEdit, client, editor, sessionId, snackbar, versions],
  );

  const destroy = useCallback(
    async (segmentIds: readonly string[]) => {
      if (!canEdit) return;
      const destroyed: string[] = [];
      for (const id of segmentIds) {
        try {
          const { data } = await client.mutate({
            mutation: DestroySessionSegmentMutation,
            variables: { id },
            fetchPolicy: 'no-cache',
          });
          if (data?.destroySessionSegment.errors.length === 0) destroyed.push(id);
        } catch {
          // Reported below with the others that failed.
        }
      }
      if (destroyed.length > 0) {
        editor.markDeleted(destroyed);
        forgetCachedSegments(client, sessionId);
      }
      if (destroyed.length < segmentIds.length) {
        editor.setError(TEXTS.destroyFailed);
        snackbar.show({
          type: 'error',
          message: TEXTS.destroyFailed,
          durationMs: OUTCOME_TOAST_MS,
        });
      } else {
        editor.setError(null);
        snackbar.show({
          type: 'success',
          message: destroyed.length > 1 ? TEXTS.deletedMany : TEXTS.deleted,
          durationMs: OUTCOME_TOAST_MS,
        });
      }
    },
    [canEdit, client, editor, sessionId, snackbar],
  );

  useEffect(
    () => editor.onSaveRequested((ids) => void save(ids, { fromKeyboard: true })),
    [editor, save],
  );
  useEffect(() => editor.onDeleteRequested((ids) => void destroy(ids)), [editor, destroy]);

  const saveSelected = useCallback(
    () => void save(editor.getState().selection.segmentIds),
    [editor, save],
  );
  return { saving, saveSelected };
}
