import { mutationErrorMessages, type MutationPayload } from '../../lib/mutationErrors';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What the server refused of a change, in its words: the payload's errors, or the error the
 * request ended with; none when the change was made.
 */
export async function mutationRefusal(
  change: () => Promise<{ payload: MutationPayload | null | undefined; error?: unknown }>,
): Promise<string[]> {
  try {
    const { payload, error } = await change();
    if (error) return [messageOf(error)];
    return payload ? mutationErrorMessages(payload.errors) : ['The change could not be saved.'];
  } catch (failure) {
    return [messageOf(failure)];
  }
}
