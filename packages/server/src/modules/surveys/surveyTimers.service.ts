import { eq } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import { surveyTimerTriggers } from '../../db/surveysSchema.js';
import { done, failed, type InputIssue, type Outcome } from '../../errors/mutationOutcome.js';
import type { SurveyTimerInput } from '../../generated/graphql.js';
import { changedSurvey } from './surveyAuthoring.service.js';
import { recipientColumns, recipientsIssues } from './surveyRecipientsInput.js';
import type { SurveyRow } from './surveyRows.js';
import { surveySubject, surveyTimerSubject } from './surveySubjects.js';

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_OFFSET_MINUTES = 1440;

function whenIssues(timer: SurveyTimerInput): InputIssue[] {
  if (timer.kind === 'daily')
    return LOCAL_TIME.test(timer.localTime ?? '')
      ? []
      : [{ path: ['timer', 'localTime'], message: 'Give the time as HH:mm, e.g. 07:30.' }];
  const offset = timer.offsetMinutes ?? 0;
  return Number.isInteger(offset) && offset >= 0 && offset <= MAX_OFFSET_MINUTES
    ? []
    : [
        {
          path: ['timer', 'offsetMinutes'],
          message: `Minutes after the session must be a whole number from 0 to ${MAX_OFFSET_MINUTES.toLocaleString('en-GB')}.`,
        },
      ];
}

async function timerIssues(ctx: GraphQLContext, clubId: string, timer: SurveyTimerInput) {
  return [
    ...whenIssues(timer),
    ...(await recipientsIssues(ctx.db, clubId, timer.recipients, ['timer', 'recipients'])),
  ];
}

/** The stored fields of a timer: its kind's time only, in the club's zone. */
async function columnsOf(ctx: GraphQLContext, clubId: string, timer: SurveyTimerInput) {
  const club = await ctx.loaders.clubById.load(clubId);
  return {
    kind: timer.kind,
    localTime: timer.kind === 'daily' ? timer.localTime! : null,
    offsetMinutes: timer.kind === 'afterSession' ? (timer.offsetMinutes ?? 0) : null,
    timeZone: club!.timeZone,
    ...recipientColumns(timer.recipients),
  };
}

/** docs/product/surveys.md §6: a timer that sends the survey by itself from now on. */
export async function createSurveyTimer(
  ctx: GraphQLContext,
  surveyId: string,
  timer: SurveyTimerInput,
): Promise<Outcome<SurveyRow>> {
  const survey = await authorize(ctx.access, 'Update', surveySubject(surveyId));
  const issues = await timerIssues(ctx, survey.clubId, timer);
  if (issues.length > 0) return failed(issues);
  const columns = await columnsOf(ctx, survey.clubId, timer);
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(surveyTimerTriggers)
      .values({ ...columns, clubId: survey.clubId, surveyId: survey.id });
    return done(await changedSurvey(ctx, tx, survey.id));
  });
}

/** A timer's time and recipients. */
export async function updateSurveyTimer(
  ctx: GraphQLContext,
  id: string,
  timer: SurveyTimerInput,
): Promise<Outcome<SurveyRow>> {
  const row = await authorize(ctx.access, 'Update', surveyTimerSubject(id));
  const issues = await timerIssues(ctx, row.clubId, timer);
  if (issues.length > 0) return failed(issues);
  const columns = await columnsOf(ctx, row.clubId, timer);
  return ctx.db.transaction(async (tx) => {
    await tx.update(surveyTimerTriggers).set(columns).where(eq(surveyTimerTriggers.id, row.id));
    return done(await changedSurvey(ctx, tx, row.surveyId));
  });
}

/** The timer goes; what it sent stays. */
export async function deleteSurveyTimer(
  ctx: GraphQLContext,
  id: string,
): Promise<Outcome<SurveyRow>> {
  const row = await authorize(ctx.access, 'Update', surveyTimerSubject(id));
  return ctx.db.transaction(async (tx) => {
    await tx.delete(surveyTimerTriggers).where(eq(surveyTimerTriggers.id, row.id));
    return done(await changedSurvey(ctx, tx, row.surveyId));
  });
}
