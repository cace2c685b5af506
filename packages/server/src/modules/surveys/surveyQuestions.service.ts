import {
  surveyQuestionIssues,
  tidySurveyQuestion,
  type SurveyQuestionDraft,
} from '@touchline/domain';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { surveyAnswers, surveyQuestions } from '../../db/surveysSchema.js';
import { done, failed, type InputIssue, type Outcome } from '../../errors/mutationOutcome.js';
import type { SurveyQuestionInput } from '../../generated/graphql.js';
import { changedSurvey } from './surveyAuthoring.service.js';
import type { SurveyRow } from './surveyRows.js';
import { surveyQuestionSubject, surveySubject } from './surveySubjects.js';

export const QUESTION_HAS_ANSWERS =
  'This question has answers, so it cannot be deleted: hide it instead.';
const KIND_KEPT = 'This question has answers, so it keeps its kind: hide it and add a new one.';

function draftOf(input: SurveyQuestionInput): SurveyQuestionDraft {
  return {
    kind: input.kind,
    prompt: input.prompt,
    required: input.required,
    min: input.min ?? null,
    max: input.max ?? null,
    minLabel: input.minLabel ?? null,
    maxLabel: input.maxLabel ?? null,
    unit: input.unit ?? null,
    choices: input.choices,
    metric: input.metric ?? null,
  };
}

function issuesOf(draft: SurveyQuestionDraft): InputIssue[] {
  return surveyQuestionIssues(draft).map((issue) => ({
    path: ['question', issue.field],
    message: issue.message,
  }));
}

const columnsOf = (draft: SurveyQuestionDraft) => {
  const tidy = tidySurveyQuestion(draft);
  return {
    kind: tidy.kind,
    prompt: tidy.prompt,
    required: tidy.required,
    minValue: tidy.min,
    maxValue: tidy.max,
    minLabel: tidy.minLabel,
    maxLabel: tidy.maxLabel,
    unit: tidy.unit,
    choices: [...tidy.choices],
    metric: tidy.metric,
  };
};

/** Whether any answer (current or superseded) gave the question a value. */
async function hasAnswers(db: Db, question: { id: string; surveyId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: surveyAnswers.id })
    .from(surveyAnswers)
    .where(
      and(
        eq(surveyAnswers.surveyId, question.surveyId),
        sql`coalesce(${surveyAnswers.values} -> ${question.id}, 'null'::jsonb) <> 'null'::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** docs/product/surveys.md §2a: a question at the end of the survey. */
export async function addSurveyQuestion(
  ctx: GraphQLContext,
  surveyId: string,
  input: SurveyQuestionInput,
): Promise<Outcome<SurveyRow>> {
  const survey = await authorize(ctx.access, 'Update', surveySubject(surveyId));
  const draft = draftOf(input);
  const issues = issuesOf(draft);
  if (issues.length > 0) return failed(issues);
  return done(
    await ctx.db.transaction(async (tx) => {
      // One change of a survey's order at a time.
      await tx.execute(sql`select id from surveys where id = ${survey.id} for update`);
      const [last] = await tx
        .select({ position: max(surveyQuestions.position) })
        .from(surveyQuestions)
        .where(eq(surveyQuestions.surveyId, survey.id));
      await tx.insert(surveyQuestions).values({
        ...columnsOf(draft),
        clubId: survey.clubId,
        surveyId: survey.id,
        position: (last?.position ?? 0) + 1,
      });
      return changedSurvey(ctx, tx, survey.id);
    }),
  );
}

/** A question's fields; one with answers keeps its kind. */
export async function updateSurveyQuestion(
  ctx: GraphQLContext,
  id: string,
  input: SurveyQuestionInput,
): Promise<Outcome<SurveyRow>> {
  const question = await authorize(ctx.access, 'Update', surveyQuestionSubject(id));
  const draft = draftOf(input);
  const issues = issuesOf(draft);
  if (draft.kind !== question.kind && (await hasAnswers(ctx.db, question)))
    issues.push({ path: ['question', 'kind'], message: KIND_KEPT });
  if (issues.length > 0) return failed(issues);
  return done(
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(surveyQuestions)
        .set(columnsOf(draft))
        .where(eq(surveyQuestions.id, question.id));
      return changedSurvey(ctx, tx, question.surveyId);
    }),
  );
}

/** Positions 1.. in the order given (through negatives: positions are unique per survey). */
async function renumber(db: Db, surveyId: string, order: readonly string[]): Promise<void> {
  await db
    .update(surveyQuestions)
    .set({ position: sql`-${surveyQuestions.position}` })
    .where(eq(surveyQuestions.surveyId, surveyId));
  for (const [index, id] of order.entries())
    await db
      .update(surveyQuestions)
      .set({ position: index + 1 })
      .where(eq(surveyQuestions.id, id));
}

async function orderOf(db: Db, surveyId: string): Promise<string[]> {
  await db.execute(sql`select id from surveys where id = ${surveyId} for update`);
  const rows = await db
    .select({ id: surveyQuestions.id })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position));
  return rows.map((row) => row.id);
}

/** A question to a 1-based position; the others close up around it. */
export async function moveSurveyQuestion(
  ctx: GraphQLContext,
  id: string,
  position: number,
): Promise<Outcome<SurveyRow>> {
  const question = await authorize(ctx.access, 'Update', surveyQuestionSubject(id));
  return ctx.db.transaction(async (tx) => {
    const order = (await orderOf(tx, question.surveyId)).filter((each) => each !== question.id);
    if (!Number.isInteger(position) || position < 1 || position > order.length + 1)
      return failed([
        {
          path: ['position'],
          message: `The position must be a whole number from 1 to ${order.length + 1}.`,
        },
      ]);
    order.splice(position - 1, 0, question.id);
    await renumber(tx, question.surveyId, order);
    return done(await changedSurvey(ctx, tx, question.surveyId));
  });
}

/** Deletes a question without answers; one with answers is refused (hide it instead). */
export async function removeSurveyQuestion(
  ctx: GraphQLContext,
  id: string,
): Promise<Outcome<SurveyRow>> {
  const question = await authorize(ctx.access, 'Update', surveyQuestionSubject(id));
  return ctx.db.transaction(async (tx) => {
    const order = await orderOf(tx, question.surveyId);
    if (await hasAnswers(tx, question))
      return failed([{ path: ['id'], message: QUESTION_HAS_ANSWERS }]);
    await tx.delete(surveyQuestions).where(eq(surveyQuestions.id, question.id));
    await renumber(
      tx,
      question.surveyId,
      order.filter((each) => each !== question.id),
    );
    return done(await changedSurvey(ctx, tx, question.surveyId));
  });
}

/** Hides a question (no longer asked, its answers kept) or shows it again. */
export async function setSurveyQuestionHidden(
  ctx: GraphQLContext,
  id: string,
  hidden: boolean,
): Promise<Outcome<SurveyRow>> {
  const question = await authorize(ctx.access, 'Update', surveyQuestionSubject(id));
  return ctx.db.transaction(async (tx) => {
    await tx.update(surveyQuestions).set({ hidden }).where(eq(surveyQuestions.id, question.id));
    return done(await changedSurvey(ctx, tx, question.surveyId));
  });
}
