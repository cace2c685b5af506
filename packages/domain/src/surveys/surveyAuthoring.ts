import type { SurveyMetric, SurveyQuestion } from './surveyTypes.js';

/** What staff write of a question (docs/product/surveys.md §2a): every field but its place. */
export type SurveyQuestionDraft = Omit<SurveyQuestion, 'id' | 'position' | 'hidden'>;

/** A broken rule of a survey or a question as staff wrote it, at its field. */
export interface SurveyAuthoringIssue {
  field: string;
  message: string;
}

export const SURVEY_TITLE_MAX_LENGTH = 100;
export const SURVEY_PROMPT_MAX_LENGTH = 200;
export const SURVEY_LABEL_MAX_LENGTH = 40;
export const SURVEY_CHOICES_MAX = 20;
export const SURVEY_CHOICE_MAX_LENGTH = 60;
/** A scale has at most this many points (e.g. 0 to 100). */
export const SURVEY_SCALE_MAX_POINTS = 101;

/** The scale a metric's question must be, for its dataset column to mean what its name says. */
const METRIC_SCALES: Record<SurveyMetric, { min: number; max: number; name: string }> = {
  sessionRpe: { min: 0, max: 10, name: 'Session RPE' },
  sleepQuality: { min: 1, max: 7, name: 'Sleep quality' },
  fatigue: { min: 1, max: 7, name: 'Fatigue' },
  muscleSoreness: { min: 1, max: 7, name: 'Muscle soreness' },
  stress: { min: 1, max: 7, name: 'Stress' },
  mood: { min: 1, max: 7, name: 'Mood' },
};

/** What is wrong with a survey's title, or null. */
export function surveyTitleIssue(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return "Title can't be blank.";
  if (trimmed.length > SURVEY_TITLE_MAX_LENGTH)
    return `Title is longer than ${SURVEY_TITLE_MAX_LENGTH} characters.`;
  return null;
}

const isBlank = (text: string | null) => text === null || text.trim() === '';

function boundsIssues(question: SurveyQuestionDraft): SurveyAuthoringIssue[] {
  const { kind, min, max } = question;
  if (kind !== 'scale' && kind !== 'number')
    return min === null && max === null
      ? []
      : [{ field: 'min', message: 'Only a scale or a number has bounds.' }];
  for (const [field, value] of [
    ['min', min],
    ['max', max],
  ] as const)
    if (value !== null && !Number.isFinite(value))
      return [{ field, message: 'A bound must be a number.' }];
  if (kind === 'scale') {
    if (min === null || max === null)
      return [{ field: 'min', message: 'A scale needs its lowest and highest values.' }];
    if (!Number.isInteger(min) || !Number.isInteger(max))
      return [{ field: 'min', message: 'A scale’s values are whole numbers.' }];
    if (max - min + 1 > SURVEY_SCALE_MAX_POINTS)
      return [{ field: 'max', message: `A scale has at most ${SURVEY_SCALE_MAX_POINTS} points.` }];
  }
  if (min !== null && max !== null && min >= max)
    return [{ field: 'max', message: 'The highest value must be more than the lowest.' }];
  return [];
}

function labelIssues(question: SurveyQuestionDraft): SurveyAuthoringIssue[] {
  const issues: SurveyAuthoringIssue[] = [];
  for (const field of ['minLabel', 'maxLabel'] as const) {
    const label = question[field];
    if (isBlank(label)) continue;
    if (question.kind !== 'scale')
      issues.push({ field, message: 'Only a scale has labelled ends.' });
    else if (label!.trim().length > SURVEY_LABEL_MAX_LENGTH)
      issues.push({
        field,
        message: `A label is longer than ${SURVEY_LABEL_MAX_LENGTH} characters.`,
      });
  }
  if (!isBlank(question.unit) && question.kind !== 'number')
    issues.push({ field: 'unit', message: 'Only a number has a unit.' });
  else if (!isBlank(question.unit) && question.unit!.trim().length > SURVEY_LABEL_MAX_LENGTH)
    issues.push({
      field: 'unit',
      message: `A unit is longer than ${SURVEY_LABEL_MAX_LENGTH} characters.`,
    });
  return issues;
}

function choiceIssues(question: SurveyQuestionDraft): SurveyAuthoringIssue[] {
  const choices = question.choices.map((choice) => choice.trim());
  const chooses = question.kind === 'singleChoice' || question.kind === 'multipleChoice';
  if (!chooses)
    return choices.length === 0
      ? []
      : [{ field: 'choices', message: 'Only a choice question has choices.' }];
  if (choices.some((choice) => choice === ''))
    return [{ field: 'choices', message: "A choice can't be blank." }];
  if (choices.length < 2) return [{ field: 'choices', message: 'Give at least two choices.' }];
  if (choices.length > SURVEY_CHOICES_MAX)
    return [{ field: 'choices', message: `A question has at most ${SURVEY_CHOICES_MAX} choices.` }];
  const long = choices.find((choice) => choice.length > SURVEY_CHOICE_MAX_LENGTH);
  if (long)
    return [
      {
        field: 'choices',
        message: `A choice is longer than ${SURVEY_CHOICE_MAX_LENGTH} characters.`,
      },
    ];
  const twice = choices.find((choice, index) => choices.indexOf(choice) !== index);
  return twice ? [{ field: 'choices', message: `"${twice}" is a choice twice.` }] : [];
}

function metricIssues(question: SurveyQuestionDraft): SurveyAuthoringIssue[] {
  if (question.metric === null) return [];
  const scale = METRIC_SCALES[question.metric];
  return question.kind === 'scale' && question.min === scale.min && question.max === scale.max
    ? []
    : [
        {
          field: 'metric',
          message: `A ${scale.name} question is a scale from ${scale.min} to ${scale.max}.`,
        },
      ];
}

/**
 * What is wrong with a question as staff wrote it (docs/product/surveys.md
 * §2a), every broken rule at its field: a prompt of at most 200 characters;
 * a scale with whole-number ends (at most 101 points), a number with
 * optional bounds, the lowest below the highest; labelled ends on a scale
 * only, a unit on a number only; two to 20 distinct choices on a choice
 * question only; a metric only on the scale its dataset column assumes.
 */
export function surveyQuestionIssues(question: SurveyQuestionDraft): SurveyAuthoringIssue[] {
  const issues: SurveyAuthoringIssue[] = [];
  const prompt = question.prompt.trim();
  if (prompt === '') issues.push({ field: 'prompt', message: "Prompt can't be blank." });
  else if (prompt.length > SURVEY_PROMPT_MAX_LENGTH)
    issues.push({
      field: 'prompt',
      message: `Prompt is longer than ${SURVEY_PROMPT_MAX_LENGTH} characters.`,
    });
  const bounds = boundsIssues(question);
  issues.push(...bounds, ...labelIssues(question), ...choiceIssues(question));
  if (bounds.length === 0) issues.push(...metricIssues(question));
  return issues;
}

/**
 * A question as stored: texts trimmed, blank labels and unit as none, and
 * only the fields its kind has.
 */
export function tidySurveyQuestion(question: SurveyQuestionDraft): SurveyQuestionDraft {
  const text = (value: string | null) => (isBlank(value) ? null : value!.trim());
  return {
    ...question,
    prompt: question.prompt.trim(),
    minLabel: text(question.minLabel),
    maxLabel: text(question.maxLabel),
    unit: text(question.unit),
    choices: question.choices.map((choice) => choice.trim()),
  };
}
