import { sportDefinitionOf } from '@touchline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Access } from '../../access/Access.js';
import type { Subject } from '../../access/Subject.js';
import {
  surveyDistributionRecipients,
  surveyDistributions,
  surveyQuestions,
  surveyTimerTriggers,
} from '../../db/surveysSchema.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';
import type { SurveyTriggerRow } from './surveyRecipients.js';
import type { SurveyQuestionRow, SurveyRow } from './surveyRows.js';

export const surveyNotFound = () => new TouchlineError('SURVEY_NOT_FOUND');
export const distributionNotFound = () => new TouchlineError('SURVEY_DISTRIBUTION_NOT_FOUND');

/**
 * Whether the club has Survey Exports (docs/product/shell-and-sessions.md §2.1): its csv_exports switch
 * on and its sport not indoor. Without them its surveys cannot be exported,
 * as if they did not exist.
 */
export async function surveyExportsOn(access: Access, clubId: string): Promise<boolean> {
  const [switches, club] = await Promise.all([
    access.loaders.featureSwitchesByClubId.load(clubId),
    access.loaders.clubById.load(clubId),
  ]);
  return (
    !!club && !sportDefinitionOf(club.sport).isIndoor && (switches.get('csv_exports') ?? false)
  );
}

/** A survey to export: Export on Survey, on a club with Survey Exports. */
export function exportedSurveySubject(surveyId: string): Subject<SurveyRow> {
  return {
    type: 'Survey',
    find: async (access) => {
      const row = isUuid(surveyId) ? await access.loaders.surveyById.load(surveyId) : null;
      return row && (await surveyExportsOn(access, row.clubId)) ? row : null;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: surveyNotFound,
  };
}

/** A distribution as sent to one of the asker's athlete records. */
export interface ReceivedDistribution {
  id: string;
  clubId: string;
  surveyId: string;
  athleteId: string;
}

/**
 * A distribution the asker received as an athlete (to answer: Update). Sent
 * to someone else, or not at all, it cannot be found: a recipient only.
 */
export function receivedDistributionSubject(distributionId: string): Subject<ReceivedDistribution> {
  return {
    type: 'SurveyDistribution',
    find: async (access) => {
      if (!isUuid(distributionId)) return null;
      const athleteIds = (await access.approvedMemberships()).flatMap((membership) =>
        membership.athleteId ? [membership.athleteId] : [],
      );
      if (athleteIds.length === 0) return null;
      const [row] = await access.db
        .select({
          id: surveyDistributions.id,
          clubId: surveyDistributions.clubId,
          surveyId: surveyDistributions.surveyId,
          athleteId: surveyDistributionRecipients.athleteId,
        })
        .from(surveyDistributions)
        .innerJoin(
          surveyDistributionRecipients,
          eq(surveyDistributionRecipients.distributionId, surveyDistributions.id),
        )
        .where(
          and(
            eq(surveyDistributions.id, distributionId),
            inArray(surveyDistributionRecipients.athleteId, athleteIds),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId, athleteIds: [row.athleteId] }),
    notFound: distributionNotFound,
  };
}

/** A survey of a club, for its staff (Update: change it, Create: send it). */
export function surveySubject(surveyId: string): Subject<SurveyRow> {
  return {
    type: 'Survey',
    find: async (access) => (isUuid(surveyId) ? access.loaders.surveyById.load(surveyId) : null),
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: surveyNotFound,
  };
}

/** A question of a club's survey, for its staff. */
export function surveyQuestionSubject(questionId: string): Subject<SurveyQuestionRow> {
  return {
    type: 'SurveyQuestion',
    find: async (access) => {
      if (!isUuid(questionId)) return null;
      const [row] = await access.db
        .select()
        .from(surveyQuestions)
        .where(eq(surveyQuestions.id, questionId));
      return row ?? null;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: () => new TouchlineError('SURVEY_QUESTION_NOT_FOUND'),
  };
}

/** A survey's timer trigger, for its club's staff. */
export function surveyTimerSubject(timerId: string): Subject<SurveyTriggerRow> {
  return {
    type: 'SurveyTimerTrigger',
    find: async (access) => {
      if (!isUuid(timerId)) return null;
      const [row] = await access.db
        .select()
        .from(surveyTimerTriggers)
        .where(eq(surveyTimerTriggers.id, timerId));
      return row ?? null;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: () => new TouchlineError('SURVEY_TIMER_NOT_FOUND'),
  };
}

/** A distribution of a club, for its staff (Edit: remind its recipients). */
export function sentDistributionSubject(
  distributionId: string,
): Subject<typeof surveyDistributions.$inferSelect> {
  return {
    type: 'SurveyDistribution',
    find: async (access) => {
      if (!isUuid(distributionId)) return null;
      const [row] = await access.db
        .select()
        .from(surveyDistributions)
        .where(eq(surveyDistributions.id, distributionId));
      return row ?? null;
    },
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: distributionNotFound,
  };
}
