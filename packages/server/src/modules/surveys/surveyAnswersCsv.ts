import { toCsv, type CsvCell, type SurveyQuestion } from '@touchline/domain';
import type { ExportedSurveyAnswer } from './surveyAnswerBatches.js';

/** An instant as ISO 8601 in UTC, to the second. */
export const utcIso = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

function cellOf(value: unknown): CsvCell {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join('; ');
  return null;
}

/** The export's header: Athlete, Distributed At, Submitted At, then each question's prompt. */
export function surveyAnswersHeader(questions: readonly SurveyQuestion[]): string {
  return toCsv([['Athlete', 'Distributed At', 'Submitted At', ...questions.map((q) => q.prompt)]]);
}

/** Answers as CSV lines (RFC 4180): times in UTC, lists of choices joined with '; '. */
export function surveyAnswersLines(
  questions: readonly SurveyQuestion[],
  answers: readonly ExportedSurveyAnswer[],
): string {
  return toCsv(
    answers.map((answer) => [
      answer.athleteName,
      utcIso(answer.distributedAt),
      utcIso(answer.submittedAt),
      ...questions.map((question) => cellOf(answer.values[question.id])),
    ]),
  );
}
