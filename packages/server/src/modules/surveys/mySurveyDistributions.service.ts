import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { GraphQLContext } from '../../context.js';
import {
  surveyAnswers,
  surveyDistributionRecipients,
  surveyDistributions,
} from '../../db/surveysSchema.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { SurveyAnswerParent } from './surveyAnswerParent.js';

/** The most distributions one call lists. */
export const MAX_MY_DISTRIBUTIONS = 50;

export type DistributionState = 'pending' | 'answered';

/** A distribution as one of its recipients sees it (the MySurveyDistribution type). */
export interface MyDistributionParent {
  id: string;
  clubId: string;
  surveyId: string;
  sessionId: string | null;
  distributedAt: Date;
  answer: SurveyAnswerParent | null;
}

/**
 * The surveys sent to the asker as an approved athlete (of every club they
 * are one of), newest first: pending, answered or both, each with its
 * current answer and how many earlier ones that replaced.
 */
export async function mySurveyDistributions(
  ctx: GraphQLContext,
  state: DistributionState | null | undefined,
  limit: number | null | undefined,
): Promise<MyDistributionParent[]> {
  if ((limit ?? 0) < 0) throw new TouchlineError('NEGATIVE_LIMIT');
  const athleteIds = (await ctx.access.approvedMemberships()).flatMap((membership) =>
    membership.athleteId ? [membership.athleteId] : [],
  );
  if (athleteIds.length === 0 || limit === 0) return [];
  const replaced = sql<number>`(select count(*)::int from ${surveyAnswers} earlier
    where earlier.distribution_id = ${surveyAnswers.distributionId}
      and earlier.athlete_id = ${surveyAnswers.athleteId}
      and earlier.superseded_at is not null)`;
  const rows = await ctx.db
    .select({
      distribution: surveyDistributions,
      athleteId: surveyDistributionRecipients.athleteId,
      answer: surveyAnswers,
      replacedCount: replaced,
    })
    .from(surveyDistributionRecipients)
    .innerJoin(
      surveyDistributions,
      eq(surveyDistributions.id, surveyDistributionRecipients.distributionId),
    )
    .leftJoin(
      surveyAnswers,
      and(
        eq(surveyAnswers.distributionId, surveyDistributionRecipients.distributionId),
        eq(surveyAnswers.athleteId, surveyDistributionRecipients.athleteId),
        isNull(surveyAnswers.supersededAt),
      ),
    )
    .where(
      and(
        inArray(surveyDistributionRecipients.athleteId, athleteIds),
        state === 'pending' ? isNull(surveyAnswers.id) : undefined,
        state === 'answered' ? isNotNull(surveyAnswers.id) : undefined,
      ),
    )
    .orderBy(desc(surveyDistributions.distributedAt), desc(surveyDistributions.id))
    .limit(Math.min(limit ?? 50, MAX_MY_DISTRIBUTIONS));
  const mine: MyDistributionParent[] = [];
  for (const row of rows) {
    const { distribution } = row;
    const facts = { id: distribution.id, clubId: distribution.clubId, athleteIds: [row.athleteId] };
    if (!(await ctx.access.can('Show', 'SurveyDistribution', facts))) continue;
    mine.push({
      id: distribution.id,
      clubId: distribution.clubId,
      surveyId: distribution.surveyId,
      sessionId: distribution.sessionId,
      distributedAt: distribution.distributedAt,
      answer: row.answer ? { ...row.answer, replacedCount: row.replacedCount } : null,
    });
  }
  return mine;
}
