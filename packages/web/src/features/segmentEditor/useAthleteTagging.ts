import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSnackbar } from '../../components/ui/useSnackbar';
import { failureText, thrownFailure, validationFailure } from './mutationErrors';
import { UpdateSessionParticipations } from './segmentMutations';
import { OUTCOME_TOAST_MS } from './segmentEditorTexts';
import { athleteTagChanges, type AthleteTagPanelMode } from './sidebar/athleteTagChanges';
import type { EditorView } from './useEditorView';

/** The athlete tags card's action: UpdateSessionParticipations, then SegmentsQuery again. */
export function useAthleteTagging(view: EditorView, refetch: () => Promise<unknown>) {
  const snackbar = useSnackbar();
  const [update, { loading }] = useMutation(UpdateSessionParticipations, {
    fetchPolicy: 'no-cache',
  });

  const apply = useCallback(
    async (mode: Exclude<AthleteTagPanelMode, 'none'>, tagDefinitionIds: string[]) => {
      const participations = athleteTagChanges(
        view.athletes,
        new Set(view.selection.athleteIds),
        mode,
        tagDefinitionIds,
      );
      if (participations.length === 0) return true;
      try {
        const { data } = await update({ variables: { participations } });
        const errors = data?.updateSessionParticipations.errors ?? [];
        if (!data || errors.length > 0) {
          const failure = validationFailure(errors);
          snackbar.show({
            type: 'error',
            message: failureText(failure),
            durationMs: OUTCOME_TOAST_MS,
          });
          return false;
        }
        await refetch();
        snackbar.show({
          type: 'success',
          message: 'Athlete tags saved',
          durationMs: OUTCOME_TOAST_MS,
        });
        return true;
      } catch (error) {
        snackbar.show({
          type: 'error',
          message: thrownFailure(error).title,
          durationMs: OUTCOME_TOAST_MS,
        });
        return false;
      }
    },
    [refetch, snackbar, update, view.athletes, view.selection.athleteIds],
  );
  return { apply, loading };
}
