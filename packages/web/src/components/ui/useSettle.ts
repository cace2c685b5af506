import { useCallback } from 'react';
import { useSnackbar } from './useSnackbar';
import { mutationErrorMessages, type MutationPayload } from '../../lib/mutationErrors';

const FAILED = 'The change could not be saved. Try again.';

/**
 * Runs a mutation and tells the person how it went: a success snackbar, or
 * an error snackbar with the server's sentences, which are also answered (for
 * a form to list); none on success.
 */
export function useSettle() {
  const snackbar = useSnackbar();
  return useCallback(
    async (
      run: () => Promise<MutationPayload | null | undefined>,
      success: string,
    ): Promise<string[]> => {
      let messages: string[];
      try {
        const payload = await run();
        messages = payload ? mutationErrorMessages(payload.errors) : [FAILED];
      } catch {
        messages = [FAILED];
      }
      if (messages.length === 0)
        snackbar.show({ type: 'success', message: success, durationMs: 4000 });
      else snackbar.show({ type: 'error', message: messages.join(' '), durationMs: 6000 });
      return messages;
    },
    [snackbar],
  );
}
