import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  sessionFieldErrorsOf,
  sessionInputOf,
  type SessionFieldErrors,
  type SessionFormValues,
} from './sessionForm';
import { CreateSessionMutation, UpdateSessionMutation } from './sessionEditorDocuments';

/** The club's session list shows the new or moved session (it is ordered by start time). */
const REFRESH_LIST = { refetchQueries: ['SessionsQuery'], awaitRefetchQueries: true };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Creates a session of the club, or saves the one being edited. What is refused is kept by
 * where it shows (docs/product/importing.md §1): nothing is saved then, and null is answered;
 * a saved session answers its id.
 */
export function useSaveSession({
  clubId,
  sessionId,
}: {
  clubId: string;
  sessionId: string | null;
}) {
  const [createSession] = useMutation(CreateSessionMutation, REFRESH_LIST);
  const [updateSession] = useMutation(UpdateSessionMutation, REFRESH_LIST);
  const [errors, setErrors] = useState<SessionFieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function save(values: SessionFormValues, timeZone: string): Promise<string | null> {
    const { input, errors: incomplete } = sessionInputOf(values, timeZone);
    if (!input) {
      setErrors(incomplete);
      return null;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer =
        sessionId === null
          ? await createSession({ variables: { input: { ...input, clubId } } }).then(
              ({ data, error }) => ({
                id: data?.createSession.sessionId ?? null,
                refused: data?.createSession.errors ?? [],
                error,
              }),
            )
          : await updateSession({
              variables: { input: { ...withoutKind(input), id: sessionId } },
            }).then(({ data, error }) => ({
              id: data?.updateSession.session?.id ?? null,
              refused: data?.updateSession.errors ?? [],
              error,
            }));
      if (answer.error) setErrors({ form: [messageOf(answer.error)] });
      else if (answer.refused.length > 0) setErrors(sessionFieldErrorsOf(answer.refused));
      return answer.error || answer.refused.length > 0 ? null : answer.id;
    } catch (failure) {
      setErrors({ form: [messageOf(failure)] });
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { save, errors, busy };
}

/** A saved session keeps its kind: the update has no such field. */
function withoutKind<T extends { kind: unknown }>({ kind: _kind, ...rest }: T): Omit<T, 'kind'> {
  return rest;
}
