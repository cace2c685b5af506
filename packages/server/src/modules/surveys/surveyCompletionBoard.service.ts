import { addCalendarDays, startOfCalendarDate } from '@touchline/domain';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import type { AthleteRow, ClubRow } from '../../db/rows.js';
import { athletes } from '../../db/schema.js';
import {
  surveyAnswers,
  surveyDistributionRecipients,
  surveyDistributions,
} from '../../db/surveysSchema.js';
import { done, type Outcome } from '../../errors/mutationOutcome.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { remindRecipients } from './remindPendingRecipients.js';
import { sentDistributionSubject } from './surveySubjects.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A recipient of a distribution on the completion board. */
export interface RecipientStatusParent {
  athlete: AthleteRow;
  answeredAt: Date | null;
  remindedAt: Date | null;
}

/** A distribution on the completion board. */
export interface SurveyCompletionParent {
  id: string;
  surveyId: string;
  distributedAt: Date;
  sessionId: string | null;
  recipients: RecipientStatusParent[];
}

/**
 * The club, for its staff only (Show Survey: who has answered is health
 * data), and the date's bounds in its time zone.
 */
export async function staffClubDay(
  ctx: GraphQLContext,
  clubId: string,
  date: string,
): Promise<{ club: ClubRow; from: Date; until: Date }> {
  const club = await authorize(ctx.access, 'Show', inClub(clubId, 'Survey'));
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    throw new TouchlineError('NOT_A_DATE');
  return {
    club,
    from: startOfCalendarDate(date, club.timeZone),
    until: startOfCalendarDate(addCalendarDays(date, 1), club.timeZone),
  };
}

/**
 * docs/product/surveys.md §16: the club's distributions sent on a local day,
 * in the order sent, each with its recipients by name: answered (when their
 * current answer was submitted) or pending.
 */
export async function surveyCompletionBoard(
  ctx: GraphQLContext,
  clubId: string,
  date: string,
): Promise<SurveyCompletionParent[]> {
  const { club, from, until } = await staffClubDay(ctx, clubId, date);
  const rows = await ctx.db
    .select({
      distribution: surveyDistributions,
      athlete: athletes,
      remindedAt: surveyDistributionRecipients.remindedAt,
      answeredAt: surveyAnswers.submittedAt,
    })
    .from(surveyDistributions)
    .innerJoin(
      surveyDistributionRecipients,
      eq(surveyDistributionRecipients.distributionId, surveyDistributions.id),
    )
    .innerJoin(athletes, eq(athletes.id, surveyDistributionRecipients.athleteId))
    .leftJoin(
      surveyAnswers,
      and(
        eq(surveyAnswers.distributionId, surveyDistributions.id),
        eq(surveyAnswers.athleteId, athletes.id),
        isNull(surveyAnswers.supersededAt),
      ),
    )
    .where(
      and(
        eq(surveyDistributions.clubId, club.id),
        gte(surveyDistributions.distributedAt, from),
        lt(surveyDistributions.distributedAt, until),
      ),
    )
    .orderBy(
      asc(surveyDistributions.distributedAt),
      asc(surveyDistributions.id),
      asc(sql`lower(${athletes.name})`),
    );
  const board = new Map<string, SurveyCompletionParent>();
  for (const { distribution, athlete, remindedAt, answeredAt } of rows) {
    let entry = board.get(distribution.id);
    if (!entry) {
      entry = { ...distribution, recipients: [] };
      board.set(distribution.id, entry);
    }
    entry.recipients.push({ athlete, remindedAt, answeredAt });
  }
  return [...board.values()];
}

/**
 * Staff remind a distribution's pending recipients now, whether reminded
 * before or not (the same path as the timers' reminders).
 */
export async function remindSurveyRecipients(
  ctx: GraphQLContext,
  distributionId: string,
  now: Date = new Date(),
): Promise<Outcome<number>> {
  const distribution = await authorize(ctx.access, 'Edit', sentDistributionSubject(distributionId));
  return done(
    await remindRecipients(ctx.db, distribution.clubId, sql`d.id = ${distribution.id}`, now),
  );
}
