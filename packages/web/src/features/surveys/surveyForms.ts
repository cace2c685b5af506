import type {
  SurveyEditorFieldsFragment,
  SurveyQuestionInput,
  SurveyQuestionKind,
  SurveyRecipientsInput,
  SurveyTimerInput,
  SurveyTimerKind,
} from '../../gql/graphql';

export type EditedSurvey = SurveyEditorFieldsFragment;
export type EditedQuestion = EditedSurvey['questions'][number];
export type EditedTimer = EditedSurvey['timers'][number];

/** The kinds of question as staff read them, in the order offered. */
export const QUESTION_KIND_NAMES: Record<SurveyQuestionKind, string> = {
  scale: 'Scale',
  number: 'Number',
  singleChoice: 'Single choice',
  multipleChoice: 'Multiple choice',
  text: 'Free text',
};

/** A question as its form holds it: numbers as typed, choices one per line. */
export interface QuestionFormValues {
  kind: SurveyQuestionKind;
  prompt: string;
  required: boolean;
  min: string;
  max: string;
  minLabel: string;
  maxLabel: string;
  unit: string;
  choices: string;
}

export const NEW_QUESTION: QuestionFormValues = {
  kind: 'scale',
  prompt: '',
  required: true,
  min: '1',
  max: '7',
  minLabel: '',
  maxLabel: '',
  unit: '',
  choices: '',
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function questionFormValues(question: EditedQuestion): QuestionFormValues {
  return {
    kind: question.kind,
    prompt: question.prompt,
    required: question.required,
    min: text(question.min),
    max: text(question.max),
    minLabel: text(question.minLabel),
    maxLabel: text(question.maxLabel),
    unit: text(question.unit),
    choices: question.choices.join('\n'),
  };
}

/** A number as typed: none when blank, NaN when not a number (the server says so). */
const numberOf = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim()));
const optional = (typed: string) => (typed.trim() === '' ? null : typed);

/**
 * What the server takes: only the fields the kind has (bounds for a scale
 * and a number, labelled ends for a scale, a unit for a number, choices for
 * the choice kinds), so switching kinds leaves nothing behind. The metric of
 * a question being edited is kept.
 */
export function questionInput(
  values: QuestionFormValues,
  metric: EditedQuestion['metric'] = null,
): SurveyQuestionInput {
  const bounded = values.kind === 'scale' || values.kind === 'number';
  const chooses = values.kind === 'singleChoice' || values.kind === 'multipleChoice';
  return {
    kind: values.kind,
    prompt: values.prompt,
    required: values.required,
    min: bounded ? numberOf(values.min) : null,
    max: bounded ? numberOf(values.max) : null,
    minLabel: values.kind === 'scale' ? optional(values.minLabel) : null,
    maxLabel: values.kind === 'scale' ? optional(values.maxLabel) : null,
    unit: values.kind === 'number' ? optional(values.unit) : null,
    choices: chooses
      ? values.choices
          .split('\n')
          .map((choice) => choice.trim())
          .filter((choice) => choice !== '')
      : [],
    metric: values.kind === 'scale' ? metric : null,
  };
}

/** A question in one line, e.g. 'Scale 1 - 7 (Very good - Very poor)', 'Number, hours'. */
export function questionSummary(question: EditedQuestion): string {
  const kind = QUESTION_KIND_NAMES[question.kind];
  const ends = (low: string | null, high: string | null) =>
    low || high ? ` (${low ?? '…'} - ${high ?? '…'})` : '';
  switch (question.kind) {
    case 'scale':
      return `${kind} ${question.min} - ${question.max}${ends(question.minLabel, question.maxLabel)}`;
    case 'number': {
      const bounds =
        question.min === null && question.max === null
          ? ''
          : ` ${question.min ?? '…'} - ${question.max ?? '…'}`;
      return `${kind}${bounds}${question.unit ? `, ${question.unit}` : ''}`;
    }
    case 'singleChoice':
    case 'multipleChoice':
      return `${kind}: ${question.choices.join(', ')}`;
    case 'text':
      return kind;
  }
}

/** Who a survey goes to, as its form holds it. */
export interface RecipientsValues {
  allAthletes: boolean;
  athleteIds: string[];
  athleteGroupIds: string[];
}

export const EVERY_ATHLETE: RecipientsValues = {
  allAthletes: true,
  athleteIds: [],
  athleteGroupIds: [],
};

export const recipientsInput = (values: RecipientsValues): SurveyRecipientsInput =>
  values.allAthletes ? EVERY_ATHLETE : values;

/** A timer as its form holds it. */
export interface TimerFormValues {
  kind: SurveyTimerKind;
  localTime: string;
  offsetMinutes: string;
  recipients: RecipientsValues;
}

export const NEW_TIMER: TimerFormValues = {
  kind: 'daily',
  localTime: '07:30',
  offsetMinutes: '30',
  recipients: EVERY_ATHLETE,
};

export function timerFormValues(timer: EditedTimer): TimerFormValues {
  return {
    kind: timer.kind,
    localTime: timer.localTime ?? '07:30',
    offsetMinutes: text(timer.offsetMinutes ?? 30),
    recipients: {
      allAthletes: timer.allAthletes,
      athleteIds: timer.athleteIds,
      athleteGroupIds: timer.athleteGroupIds,
    },
  };
}

export function timerInput(values: TimerFormValues): SurveyTimerInput {
  return {
    kind: values.kind,
    localTime: values.kind === 'daily' ? values.localTime : null,
    offsetMinutes: values.kind === 'afterSession' ? Number(values.offsetMinutes) : null,
    recipients: recipientsInput(values.recipients),
  };
}

interface Named {
  id: string;
  name: string;
}

/** Who, in words: 'all athletes', or the groups and athletes named. */
export function recipientsSummary(
  recipients: RecipientsValues,
  athletes: readonly Named[],
  groups: readonly Named[],
): string {
  if (recipients.allAthletes) return 'all athletes';
  const names = (ids: readonly string[], named: readonly Named[]) =>
    ids.map((id) => named.find((each) => each.id === id)?.name ?? 'Someone no longer listed');
  const listed = [
    ...names(recipients.athleteGroupIds, groups),
    ...names(recipients.athleteIds, athletes),
  ];
  return listed.length > 0 ? listed.join(', ') : 'no one';
}

/** When, in words: 'Every day at 07:30 (Europe/London)', '30 minutes after each session'. */
export function timerSummary(timer: EditedTimer): string {
  if (timer.kind === 'daily') return `Every day at ${timer.localTime} (${timer.timeZone})`;
  const minutes = timer.offsetMinutes ?? 0;
  return minutes === 0
    ? 'When each session ends'
    : `${minutes} minute${minutes === 1 ? '' : 's'} after each session ends`;
}
