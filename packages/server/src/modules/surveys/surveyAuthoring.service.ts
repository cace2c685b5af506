import { surveyTitleIssue } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { surveys } from '../../db/surveysSchema.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import type { SurveyRow } from './surveyRows.js';
import { surveySubject } from './surveySubjects.js';

/**
 * The survey after a change to it or its questions or timers: its
 * updatedAt moved on, and the request's loaders read it afresh.
 */
export async function changedSurvey(
  ctx: GraphQLContext,
  db: Db,
  surveyId: string,
  change: Partial<Pick<SurveyRow, 'title' | 'archivedAt'>> = {},
): Promise<SurveyRow> {
  const [row] = await db
    .update(surveys)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(surveys.id, surveyId))
    .returning();
  ctx.loaders.surveyById.clear(surveyId).prime(surveyId, row!);
  ctx.loaders.surveyQuestionsBySurveyId.clear(surveyId);
  ctx.loaders.surveyTimersBySurveyId.clear(surveyId);
  return row!;
}

/** docs/product/surveys.md §2a: staff create a survey, without questions yet. */
export async function createClubSurvey(
  ctx: GraphQLContext,
  clubId: string,
  title: string,
): Promise<Outcome<SurveyRow>> {
  const club = await authorize(ctx.access, 'Create', inClub(clubId, 'Survey'));
  const issue = surveyTitleIssue(title);
  if (issue) return failed([{ path: ['title'], message: issue }]);
  const [row] = await ctx.db
    .insert(surveys)
    .values({ clubId: club.id, title: title.trim() })
    .returning();
  return done(row!);
}

/** Staff rename a survey. */
export async function renameSurvey(
  ctx: GraphQLContext,
  id: string,
  title: string,
): Promise<Outcome<SurveyRow>> {
  const survey = await authorize(ctx.access, 'Update', surveySubject(id));
  const issue = surveyTitleIssue(title);
  if (issue) return failed([{ path: ['title'], message: issue }]);
  return done(await changedSurvey(ctx, ctx.db, survey.id, { title: title.trim() }));
}

/** Staff archive a survey (no longer sent; answers kept) or restore it. */
export async function setSurveyArchived(
  ctx: GraphQLContext,
  id: string,
  archived: boolean,
): Promise<Outcome<SurveyRow>> {
  const survey = await authorize(ctx.access, 'Update', surveySubject(id));
  const archivedAt = archived ? (survey.archivedAt ?? new Date()) : null;
  return done(await changedSurvey(ctx, ctx.db, survey.id, { archivedAt }));
}
