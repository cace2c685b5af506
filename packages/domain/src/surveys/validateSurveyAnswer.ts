import type { SurveyQuestion } from './surveyTypes.js';
import { SURVEY_TEXT_MAX_LENGTH } from './surveyTypes.js';

/** One answer as submitted: a question's id and its value, not yet trusted. */
export interface SubmittedSurveyAnswer {
  questionId: string;
  value?: unknown;
}

/** What is wrong with a submission, at the question it concerns (its id). */
export interface SurveyAnswerIssue {
  path: string[];
  message: string;
}

const listed = (choices: readonly string[]) => choices.map((choice) => `"${choice}"`).join(', ');

/** Whether a value counts as no answer: null, blank text or no choices. */
export function isUnanswered(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function boundsText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `from ${min} to ${max}`;
  if (min !== null) return `of at least ${min}`;
  return `of at most ${max}`;
}

const within = (value: number, min: number | null, max: number | null) =>
  (min === null || value >= min) && (max === null || value <= max);

/** What is wrong with one answered value for its question, or null. */
function valueIssue(question: SurveyQuestion, value: unknown): string | null {
  const { prompt, min, max, choices } = question;
  switch (question.kind) {
    case 'scale':
      return typeof value === 'number' && Number.isInteger(value) && within(value, min, max)
        ? null
        : `Answer "${prompt}" with a whole number ${boundsText(min, max)}.`;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return `Answer "${prompt}" with a number.`;
      return within(value, min, max)
        ? null
        : `Answer "${prompt}" with a number ${boundsText(min, max)}.`;
    case 'singleChoice':
      return typeof value === 'string' && choices.includes(value)
        ? null
        : `Answer "${prompt}" with one of ${listed(choices)}.`;
    case 'multipleChoice': {
      const picked = Array.isArray(value) ? (value as unknown[]) : null;
      if (!picked || picked.some((each) => typeof each !== 'string' || !choices.includes(each)))
        return `Answer "${prompt}" with some of ${listed(choices)}.`;
      return new Set(picked).size === picked.length
        ? null
        : `Choose each answer to "${prompt}" once.`;
    }
    case 'text':
      if (typeof value !== 'string') return `Answer "${prompt}" with text.`;
      return value.length <= SURVEY_TEXT_MAX_LENGTH
        ? null
        : `The answer to "${prompt}" is longer than ${SURVEY_TEXT_MAX_LENGTH.toLocaleString('en-GB')} characters.`;
  }
}

/**
 * Checks a submission against the survey's questions (docs/product/surveys.md
 * §3): each value by its question's kind (scale: a whole number within the
 * bounds; number: within the optional bounds; single choice: one of the
 * choices; multiple choice: distinct choices; text: at most
 * SURVEY_TEXT_MAX_LENGTH characters), every required question answered, no
 * question answered twice and no unknown or hidden question. No issues: the submission
 * may be stored.
 */
export function validateSurveyAnswer(
  questions: readonly SurveyQuestion[],
  answers: readonly SubmittedSurveyAnswer[],
): SurveyAnswerIssue[] {
  // A hidden question is no longer asked: answering it is answering no question of the survey.
  const asked = questions.filter((question) => !question.hidden);
  const byId = new Map(asked.map((question) => [question.id, question]));
  const issues: SurveyAnswerIssue[] = [];
  const seen = new Set<string>();
  for (const { questionId, value } of answers) {
    const question = byId.get(questionId);
    if (!question) {
      issues.push({ path: [questionId], message: 'The survey has no such question.' });
      continue;
    }
    if (seen.has(questionId)) {
      issues.push({ path: [questionId], message: `"${question.prompt}" is answered twice.` });
      continue;
    }
    seen.add(questionId);
    if (isUnanswered(value)) continue;
    const issue = valueIssue(question, value);
    if (issue) issues.push({ path: [questionId], message: issue });
  }
  const answered = new Set(
    answers.filter((answer) => !isUnanswered(answer.value)).map((answer) => answer.questionId),
  );
  for (const question of asked) {
    if (question.required && !answered.has(question.id))
      issues.push({ path: [question.id], message: `"${question.prompt}" must be answered.` });
  }
  return issues;
}
