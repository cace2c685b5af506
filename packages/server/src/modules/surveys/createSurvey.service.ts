import type { SurveyQuestion } from '@touchline/domain';
import type { Db } from '../../db/database.js';
import { surveyQuestions, surveys } from '../../db/surveysSchema.js';
import { surveyQuestionOf, type SurveyRow } from './surveyRows.js';

/** A question to add, in order: what it asks, and its kind's details. */
export type NewSurveyQuestion = Pick<SurveyQuestion, 'kind' | 'prompt'> &
  Partial<Omit<SurveyQuestion, 'id' | 'position' | 'kind' | 'prompt'>>;

/** A club's survey with its questions, positioned 1.. in the order given. */
export async function createSurvey(
  db: Db,
  survey: { clubId: string; title: string; questions: readonly NewSurveyQuestion[] },
): Promise<{ survey: SurveyRow; questions: SurveyQuestion[] }> {
  const [row] = await db
    .insert(surveys)
    .values({ clubId: survey.clubId, title: survey.title })
    .returning();
  const questions = await db
    .insert(surveyQuestions)
    .values(
      survey.questions.map((question, index) => ({
        clubId: survey.clubId,
        surveyId: row!.id,
        position: index + 1,
        kind: question.kind,
        prompt: question.prompt,
        required: question.required ?? true,
        minValue: question.min ?? null,
        maxValue: question.max ?? null,
        minLabel: question.minLabel ?? null,
        maxLabel: question.maxLabel ?? null,
        unit: question.unit ?? null,
        choices: [...(question.choices ?? [])],
        metric: question.metric ?? null,
        hidden: question.hidden ?? false,
      })),
    )
    .returning();
  return {
    survey: row!,
    questions: questions.sort((a, b) => a.position - b.position).map(surveyQuestionOf),
  };
}
