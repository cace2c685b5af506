import { useState } from 'react';
import { useSnackbar } from '../../components/ui/useSnackbar';
import { mutationErrorText, type MutationPayload } from '../../lib/mutationErrors';

/**
 * Runs one of the Members screen's mutations: a snackbar says it was done
 * (`success`) or why not (the payload's sentences, or the request's error).
 * `busy` names what is under way, so its buttons wait.
 */
export function useMemberAction() {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async <P extends MutationPayload>(
    key: string,
    work: () => Promise<P | null | undefined>,
    success: string | ((payload: P) => string),
  ): Promise<P | null> => {
    setBusy(key);
    try {
      const payload = await work();
      const refused =
        mutationErrorText(payload?.errors) ?? (payload ? null : 'Something went wrong.');
      if (refused || !payload) {
        snackbar.show({ type: 'error', message: refused ?? 'Something went wrong.' });
        return null;
      }
      const message = typeof success === 'function' ? success(payload) : success;
      snackbar.show({ type: 'success', message, durationMs: 4000 });
      return payload;
    } catch (failure) {
      snackbar.show({ type: 'error', message: (failure as Error).message });
      return null;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
