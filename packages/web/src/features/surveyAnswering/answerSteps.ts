import type { AnswerInput } from './answerOutbox';

/** A question as the answering page shows it. */
export interface AnsweringQuestion {
  id: string;
  position: number;
  kind: 'scale' | 'number' | 'singleChoice' | 'multipleChoice' | 'text';
  prompt: string;
  required: boolean;
  min?: number | null;
  max?: number | null;
  minLabel?: string | null;
  maxLabel?: string | null;
  unit?: string | null;
  choices: readonly string[];
  hidden: boolean;
}

/** What the athlete has given so far, by question id: a number, a text, a list of choices. */
export type AnswerValues = Record<string, unknown>;

/** The questions still asked, in the survey's order: hidden ones are not asked again. */
export function askedQuestions<Q extends AnsweringQuestion>(questions: readonly Q[]): Q[] {
  return questions.filter((question) => !question.hidden).sort((a, b) => a.position - b.position);
}

/** A blank text, an empty list and null are no answer (docs/product/surveys.md §3). */
export function isAnswered(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The server's text for a required question left without an answer. */
export const mustBeAnswered = (question: AnsweringQuestion) =>
  `"${question.prompt}" must be answered.`;

/** 'Question 2 of 5'; the review step after the last question. */
export function progressText(step: number, count: number): string {
  return step < count ? `Question ${step + 1} of ${count}` : 'Review your answers';
}

/** The scale's whole numbers, from min to max. */
export function scaleValues(question: AnsweringQuestion): number[] {
  const min = Math.ceil(question.min ?? 0);
  const max = Math.floor(question.max ?? 10);
  return max < min ? [] : Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** An answer as the review step shows it. */
export function answerText(question: AnsweringQuestion, value: unknown): string {
  if (!isAnswered(value)) return 'No answer';
  if (Array.isArray(value)) return value.join(', ');
  if (question.kind === 'number' && question.unit) return `${String(value)} ${question.unit}`;
  return String(value);
}

/** What the number field holds, as the answer: a finite number, or the text as typed for the server to refuse. */
export function numberValue(text: string): number | string | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

/** The submission: every asked question with its value, null for those left unanswered. */
export function answerInputs(
  questions: readonly AnsweringQuestion[],
  values: AnswerValues,
): AnswerInput[] {
  return askedQuestions(questions).map((question) => ({
    questionId: question.id,
    value: isAnswered(values[question.id]) ? values[question.id] : null,
  }));
}

/** The values to start from: what is kept on the phone, else the current answer, else nothing. */
export function startingValues(
  kept: readonly AnswerInput[] | null,
  current: AnswerValues | null | undefined,
): AnswerValues {
  if (kept) return Object.fromEntries(kept.map((answer) => [answer.questionId, answer.value]));
  return { ...(current ?? {}) };
}
