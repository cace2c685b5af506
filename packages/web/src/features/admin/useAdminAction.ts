import { useSnackbar } from '../../components/ui/useSnackbar';
import { mutationErrorText, type MutationPayload } from '../../lib/mutationErrors';

/**
 * Runs an Admin Functions change and says how it went in a snackbar: the
 * success text, or the server's own sentences. Resolves to whether it was done.
 */
export function useAdminAction() {
  const snackbar = useSnackbar();
  return async (
    run: () => Promise<MutationPayload | null | undefined>,
    success: string,
  ): Promise<boolean> => {
    try {
      const answer = await run();
      const refused = answer ? mutationErrorText(answer.errors) : 'Something went wrong.';
      if (refused) {
        snackbar.show({ type: 'error', message: refused });
        return false;
      }
      snackbar.show({ type: 'success', message: success, durationMs: 4000 });
      return true;
    } catch (error) {
      snackbar.show({ type: 'error', message: (error as Error).message });
      return false;
    }
  };
}
