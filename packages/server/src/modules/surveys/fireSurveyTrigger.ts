import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  surveyDistributionRecipients,
  surveyDistributions,
  surveyTimerTriggers,
  surveys,
} from '../../db/surveysSchema.js';
import { notify } from '../notifications/index.js';
import { dueSurveyOccurrences, type SurveyOccurrence } from './dueSurveyOccurrences.js';
import { remindPendingRecipients } from './remindPendingRecipients.js';
import {
  surveyRecipients,
  type SurveyRecipient,
  type SurveyTriggerRow,
} from './surveyRecipients.js';

export interface FiredSurveyTrigger {
  /** Distributions sent now (an occurrence already sent is not sent again). */
  distributed: number;
  reminded: number;
}

/**
 * Sends what a trigger has due at `now`: a distribution per due occurrence,
 * once (unique trigger and occurrence), to its recipients (after a session:
 * those of them who took part), each athlete's person told
 * (LegacySurveyDistributed); then reminds those still pending two hours on.
 * An inactive or unknown trigger, or one of an archived survey, sends nothing.
 */
export async function fireSurveyTrigger(
  db: Db,
  triggerId: string,
  now: Date = new Date(),
): Promise<FiredSurveyTrigger> {
  const [found] = await db
    .select({ trigger: surveyTimerTriggers })
    .from(surveyTimerTriggers)
    .innerJoin(surveys, eq(surveys.id, surveyTimerTriggers.surveyId))
    .where(
      and(
        eq(surveyTimerTriggers.id, triggerId),
        eq(surveyTimerTriggers.active, true),
        isNull(surveys.archivedAt),
      ),
    );
  if (!found) return { distributed: 0, reminded: 0 };
  const { trigger } = found;
  const occurrences = await dueSurveyOccurrences(db, trigger, now);
  let distributed = 0;
  if (occurrences.length > 0) {
    const everyone = await surveyRecipients(db, trigger);
    for (const occurrence of occurrences)
      if (await distribute(db, trigger, occurrence, everyone)) distributed += 1;
  }
  const reminded = await remindPendingRecipients(db, trigger, now);
  return { distributed, reminded };
}

async function distribute(
  db: Db,
  trigger: SurveyTriggerRow,
  occurrence: SurveyOccurrence,
  everyone: readonly SurveyRecipient[],
): Promise<boolean> {
  const { participants } = occurrence;
  const recipients = participants
    ? everyone.filter((recipient) => participants.has(recipient.athleteId))
    : everyone;
  return db.transaction(async (tx) => {
    const [sent] = await tx
      .insert(surveyDistributions)
      .values({
        clubId: trigger.clubId,
        surveyId: trigger.surveyId,
        triggerId: trigger.id,
        occurrence: occurrence.occurrence,
        sessionId: occurrence.sessionId,
        distributedAt: occurrence.at,
      })
      .onConflictDoNothing({
        target: [surveyDistributions.triggerId, surveyDistributions.occurrence],
      })
      .returning({ id: surveyDistributions.id });
    if (!sent) return false;
    if (recipients.length === 0) return true;
    await tx.insert(surveyDistributionRecipients).values(
      recipients.map((recipient) => ({
        distributionId: sent.id,
        athleteId: recipient.athleteId,
        clubId: trigger.clubId,
      })),
    );
    const told = recipients.flatMap((recipient) =>
      recipient.personId ? [recipient.personId] : [],
    );
    await notify(tx, {
      clubId: trigger.clubId,
      personIds: told,
      type: 'LegacySurveyDistributed',
      payload: { surveyId: trigger.surveyId, distributionId: sent.id },
      at: occurrence.at,
    });
    return true;
  });
}
