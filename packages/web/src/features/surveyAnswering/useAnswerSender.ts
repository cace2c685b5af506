import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import type { MutationErrorFieldsFragment } from '../../gql/graphql';
import { isNetworkFailure, KEEPS_OFFLINE_FAILURES } from '../../lib/apollo/errorLink';
import { localStore, STORAGE_KEYS } from '../../lib/storage/localStore';
import { answerOutbox, type AnswerInput, type SendOutcome } from './answerOutbox';
import { SubmitSurveyAnswerMutation } from './surveyAnsweringDocuments';

/** The phone's one outbox of survey answers (local storage, by distribution). */
export const keptAnswers = answerOutbox(localStore, STORAGE_KEYS.keptSurveyAnswers);

/** What became of a submission: sent, refused with the server's errors, or kept on the phone. */
export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'refused'; errors: readonly MutationErrorFieldsFragment[] }
  | { kind: 'kept' };

/** Pages that show answers ask again once kept ones are sent. */
const REFETCH = ['AnsweringDistributionsQuery', 'AthleteHomeQuery'];

/**
 * Submits survey answers, keeping them on the phone when the network is
 * down (navigator.onLine false, or a request that never reached the
 * server), and sends what is kept when the browser is back online.
 */
export function useAnswerSender(onKeptSent?: (outcomes: Map<string, SendOutcome>) => void) {
  const [mutate] = useMutation(SubmitSurveyAnswerMutation);

  const send = useCallback(
    async (distributionId: string, answers: AnswerInput[]): Promise<SubmitResult> => {
      if (!navigator.onLine) return { kind: 'kept' };
      try {
        const { data, error } = await mutate({
          variables: { distributionId, answers },
          context: { [KEEPS_OFFLINE_FAILURES]: true },
          refetchQueries: REFETCH,
        });
        const payload = data?.submitSurveyAnswer;
        if (payload && payload.errors.length > 0)
          return { kind: 'refused', errors: payload.errors };
        if (payload?.answer) return { kind: 'sent' };
        if (error && isNetworkFailure(error)) return { kind: 'kept' };
        throw error instanceof Error ? error : new Error(error?.message ?? 'Not sent.');
      } catch (error) {
        if (error instanceof Error && isNetworkFailure(error)) return { kind: 'kept' };
        throw error;
      }
    },
    [mutate],
  );

  const submit = useCallback(
    async (distributionId: string, answers: AnswerInput[]): Promise<SubmitResult> => {
      const result = await send(distributionId, answers);
      if (result.kind === 'kept') keptAnswers.keep(distributionId, answers);
      else keptAnswers.forget(distributionId);
      return result;
    },
    [send],
  );

  useEffect(() => {
    const sendKept = () => {
      if (!navigator.onLine || keptAnswers.all().length === 0) return;
      void keptAnswers
        .sendAll(async (kept) => {
          const result = await send(kept.distributionId, kept.answers);
          return result.kind === 'kept' ? 'offline' : result.kind;
        })
        .then(
          (outcomes) => onKeptSent?.(outcomes),
          () => undefined,
        );
    };
    sendKept();
    window.addEventListener('online', sendKept);
    return () => window.removeEventListener('online', sendKept);
  }, [send, onKeptSent]);

  return submit;
}

/** Sends answers kept on the phone when the browser is back online, whichever page is open. */
export function KeptAnswersSender() {
  useAnswerSender();
  return null;
}
