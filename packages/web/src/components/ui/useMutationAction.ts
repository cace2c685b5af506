import { useState } from 'react';
import { useSnackbar } from './useSnackbar';
import { mutationErrorMessages, type MutationPayload } from '../../lib/mutationErrors';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs one change (a mutation with a payload): on success a snackbar says `done` and true is
 * answered; on a refusal its messages are kept (for a form to list) and shown
 * in a snackbar, and false is answered.
 */
export function useMutationAction() {
  const snackbar = useSnackbar();
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function run(
    change: () => Promise<{ payload: MutationPayload | null | undefined; error?: unknown }>,
    done: string,
  ): Promise<boolean> {
    setBusy(true);
    setMessages([]);
    try {
      const { payload, error } = await change();
      const refused = error ? [messageOf(error)] : mutationErrorMessages(payload?.errors);
      if (refused.length === 0 && payload) {
        snackbar.show({ type: 'success', message: done, durationMs: 4000 });
        return true;
      }
      setMessages(refused.length > 0 ? refused : ['The change could not be saved.']);
      snackbar.show({
        type: 'error',
        message: refused.join(' ') || 'The change could not be saved.',
      });
      return false;
    } catch (failure) {
      setMessages([messageOf(failure)]);
      snackbar.show({ type: 'error', message: messageOf(failure) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { run, messages, busy, clear: () => setMessages([]) };
}
