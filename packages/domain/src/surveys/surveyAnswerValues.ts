import { isUnanswered, type SubmittedSurveyAnswer } from './validateSurveyAnswer.js';
import type { SurveyAnswerValue, SurveyAnswerValues, SurveyQuestion } from './surveyTypes.js';

/**
 * A valid submission (validateSurveyAnswer found nothing) as stored: one
 * value per question of the survey, null for those left unanswered, texts
 * as written.
 */
export function surveyAnswerValues(
  questions: readonly SurveyQuestion[],
  answers: readonly SubmittedSurveyAnswer[],
): SurveyAnswerValues {
  const given = new Map(answers.map((answer) => [answer.questionId, answer.value]));
  return Object.fromEntries(
    questions.map((question) => {
      const value = given.get(question.id);
      return [question.id, isUnanswered(value) ? null : (value as SurveyAnswerValue)];
    }),
  );
}
