import type { Db } from '../../db/database.js';
import { athletes } from '../../db/schema.js';
import { surveyDistributionRecipients, surveyDistributions } from '../../db/surveysSchema.js';
import { and, eq, inArray } from 'drizzle-orm';
import { notify } from '../notifications/index.js';

/**
 * Sends a survey directly (no trigger) to athletes of its club at a time:
 * the distribution, its recipients (ids of other clubs' athletes are left
 * out) and a LegacySurveyDistributed notification to each athlete's person.
 */
export async function distributeSurvey(
  db: Db,
  sending: {
    clubId: string;
    surveyId: string;
    athleteIds: readonly string[];
    distributedAt: Date;
    sessionId?: string | null;
  },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [distribution] = await tx
      .insert(surveyDistributions)
      .values({
        clubId: sending.clubId,
        surveyId: sending.surveyId,
        sessionId: sending.sessionId ?? null,
        distributedAt: sending.distributedAt,
      })
      .returning({ id: surveyDistributions.id });
    const recipients =
      sending.athleteIds.length === 0
        ? []
        : await tx
            .select({ id: athletes.id, personId: athletes.personId })
            .from(athletes)
            .where(
              and(
                eq(athletes.clubId, sending.clubId),
                inArray(athletes.id, [...sending.athleteIds]),
              ),
            );
    if (recipients.length > 0) {
      await tx.insert(surveyDistributionRecipients).values(
        recipients.map((athlete) => ({
          distributionId: distribution!.id,
          athleteId: athlete.id,
          clubId: sending.clubId,
        })),
      );
      const told = recipients.flatMap((athlete) => (athlete.personId ? [athlete.personId] : []));
      await notify(tx, {
        clubId: sending.clubId,
        personIds: told,
        type: 'LegacySurveyDistributed',
        payload: { surveyId: sending.surveyId, distributionId: distribution!.id },
        at: sending.distributedAt,
      });
    }
    return distribution!;
  });
}
