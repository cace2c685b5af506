import { useMutation } from '@apollo/client/react';
import { useMutationAction } from '../../components/ui/useMutationAction';
import type { MutationPayload } from '../../lib/mutationErrors';
import {
  AddSurveyQuestionMutation,
  ArchiveSurveyMutation,
  CreateSurveyTimerMutation,
  DeleteSurveyTimerMutation,
  MoveSurveyQuestionMutation,
  RemoveSurveyQuestionMutation,
  RestoreSurveyMutation,
  SendSurveyNowMutation,
  SetSurveyQuestionHiddenMutation,
  UpdateSurveyMutation,
  UpdateSurveyQuestionMutation,
  UpdateSurveyTimerMutation,
} from './surveyDocuments';
import {
  questionInput,
  recipientsInput,
  timerInput,
  type EditedQuestion,
  type EditedTimer,
  type QuestionFormValues,
  type RecipientsValues,
  type TimerFormValues,
} from './surveyForms';

type Answer<K extends string> = {
  data?: Record<K, MutationPayload> | null;
  error?: unknown;
};

/**
 * Every change of one survey, each answering whether it was saved: the
 * survey comes back whole, so the page shows it as saved. `form` runs the
 * changes made in a dialog (its messages listed there), `list` the others.
 */
export function useSurveyChanges(surveyId: string) {
  const form = useMutationAction();
  const list = useMutationAction();
  const [updateSurvey] = useMutation(UpdateSurveyMutation);
  const [archiveSurvey] = useMutation(ArchiveSurveyMutation);
  const [restoreSurvey] = useMutation(RestoreSurveyMutation);
  const [addQuestion] = useMutation(AddSurveyQuestionMutation);
  const [updateQuestion] = useMutation(UpdateSurveyQuestionMutation);
  const [moveQuestion] = useMutation(MoveSurveyQuestionMutation);
  const [removeQuestion] = useMutation(RemoveSurveyQuestionMutation);
  const [hideQuestion] = useMutation(SetSurveyQuestionHiddenMutation);
  const [createTimer] = useMutation(CreateSurveyTimerMutation);
  const [updateTimer] = useMutation(UpdateSurveyTimerMutation);
  const [deleteTimer] = useMutation(DeleteSurveyTimerMutation);
  const [sendNow] = useMutation(SendSurveyNowMutation, {
    refetchQueries: ['CompletionBoardQuery'],
  });

  const run = <K extends string>(
    action: typeof form,
    key: K,
    change: () => Promise<Answer<K>>,
    done: string,
  ) =>
    action.run(async () => {
      const answer = await change();
      return { payload: answer.data?.[key], error: answer.error };
    }, done);

  return {
    form,
    list,
    rename: (title: string) =>
      run(
        list,
        'updateSurvey',
        () => updateSurvey({ variables: { id: surveyId, title } }),
        'Title saved.',
      ),
    setArchived: (archived: boolean) =>
      archived
        ? run(
            list,
            'archiveSurvey',
            () => archiveSurvey({ variables: { id: surveyId } }),
            'Survey archived.',
          )
        : run(
            list,
            'restoreSurvey',
            () => restoreSurvey({ variables: { id: surveyId } }),
            'Survey restored.',
          ),
    saveQuestion: (question: EditedQuestion | null, values: QuestionFormValues) =>
      question
        ? run(
            form,
            'updateSurveyQuestion',
            () =>
              updateQuestion({
                variables: { id: question.id, question: questionInput(values, question.metric) },
              }),
            'Question saved.',
          )
        : run(
            form,
            'addSurveyQuestion',
            () => addQuestion({ variables: { surveyId, question: questionInput(values) } }),
            'Question added.',
          ),
    move: (question: EditedQuestion, position: number) =>
      run(
        list,
        'moveSurveyQuestion',
        () => moveQuestion({ variables: { id: question.id, position } }),
        'Question moved.',
      ),
    hide: (question: EditedQuestion, hidden: boolean) =>
      run(
        list,
        'setSurveyQuestionHidden',
        () => hideQuestion({ variables: { id: question.id, hidden } }),
        hidden ? 'Question hidden: it is no longer asked.' : 'Question shown again.',
      ),
    remove: (question: EditedQuestion) =>
      run(
        list,
        'removeSurveyQuestion',
        () => removeQuestion({ variables: { id: question.id } }),
        'Question deleted.',
      ),
    saveTimer: (timer: EditedTimer | null, values: TimerFormValues) =>
      timer
        ? run(
            form,
            'updateSurveyTimer',
            () => updateTimer({ variables: { id: timer.id, timer: timerInput(values) } }),
            'Timer saved.',
          )
        : run(
            form,
            'createSurveyTimer',
            () => createTimer({ variables: { surveyId, timer: timerInput(values) } }),
            'Timer added.',
          ),
    deleteTimer: (timer: EditedTimer) =>
      run(
        list,
        'deleteSurveyTimer',
        () => deleteTimer({ variables: { id: timer.id } }),
        'Timer deleted.',
      ),
    sendNow: (recipients: RecipientsValues) =>
      form.run(async () => {
        const answer = await sendNow({
          variables: { surveyId, recipients: recipientsInput(recipients) },
        });
        return { payload: answer.data?.sendSurveyNow, error: answer.error };
      }, 'Survey sent.'),
  };
}
