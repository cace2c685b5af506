// Surveys (docs/product/surveys.md): questionnaires a club sends its athletes, e.g. a morning
// wellness survey and a post-session RPE survey, and their answers.

/**
 * What a question asks for:
 * - `scale`: a whole number within [min, max] (e.g. 1-7, 0-10);
 * - `number`: any number within the optional [min, max], in `unit`;
 * - `singleChoice`: one of `choices`;
 * - `multipleChoice`: some of `choices` (none allowed only when not required);
 * - `text`: free text, at most SURVEY_TEXT_MAX_LENGTH characters.
 */
export const SURVEY_QUESTION_KINDS = [
  'scale',
  'number',
  'singleChoice',
  'multipleChoice',
  'text',
] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

export const SURVEY_TEXT_MAX_LENGTH = 2000;

/**
 * What a question's answer means to the reporting datasets
 * (docs/product/surveys.md §2, §10): the session RPE (CR-10) and the five
 * wellness items (1-7, Hooper and McLean).
 * A question without one is exported but not a dataset column.
 */
export const SURVEY_METRICS = [
  'sessionRpe',
  'sleepQuality',
  'fatigue',
  'muscleSoreness',
  'stress',
  'mood',
] as const;
export type SurveyMetric = (typeof SURVEY_METRICS)[number];

/** The five wellness items, in the order the wellness score sums them. */
export const WELLNESS_ITEMS = [
  'sleepQuality',
  'fatigue',
  'muscleSoreness',
  'stress',
  'mood',
] as const satisfies readonly SurveyMetric[];

export interface SurveyQuestion {
  id: string;
  /** 1-based, no gaps within a survey. */
  position: number;
  kind: SurveyQuestionKind;
  prompt: string;
  required: boolean;
  /** scale: required bounds; number: optional bounds. */
  min: number | null;
  max: number | null;
  /** scale only: what its ends mean, e.g. 'Very good' and 'Very poor'. */
  minLabel: string | null;
  maxLabel: string | null;
  /** number only, e.g. 'hours'. */
  unit: string | null;
  /** singleChoice and multipleChoice only. */
  choices: readonly string[];
  metric: SurveyMetric | null;
  /** Hidden questions are no longer asked; their past answers are kept (a question with answers is hidden, not deleted). */
  hidden: boolean;
}

/** One question's answer: a number (scale, number), a choice, choices, a text, or none. */
export type SurveyAnswerValue = number | string | readonly string[] | null;

/** An answer's values by question id. */
export type SurveyAnswerValues = Readonly<Record<string, SurveyAnswerValue>>;

/** When a timer trigger sends its survey. */
export const SURVEY_TRIGGER_KINDS = ['afterSession', 'daily'] as const;
export type SurveyTriggerKind = (typeof SURVEY_TRIGGER_KINDS)[number];

/** Survey Exports (docs/product/reporting.md §5): the longest range, and the page's and server's messages. */
export const SURVEY_EXPORT_MAX_DAYS = 31;
export const SURVEY_EXPORT_MESSAGES = {
  surveyRequired: 'Please select a survey.',
  startAfterEnd: 'Start date must be before end date.',
  rangeTooLong: 'Date range is greater than 31 days.',
} as const;
