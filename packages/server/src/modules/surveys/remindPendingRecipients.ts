import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notify } from '../notifications/index.js';
import type { SurveyTriggerRow } from './surveyRecipients.js';

/** How long after it was sent a pending survey is reminded of. */
export const SURVEY_REMINDER_AFTER_MS = 2 * 3_600_000;
/** Older distributions are not reminded of any more. */
const REMINDER_WINDOW_MS = 24 * 3_600_000;

/**
 * Reminds (SurveyReminder) each recipient of the trigger's distributions
 * who has not answered two hours after it was sent, once: the recipient is
 * marked reminded in the same statement that finds them.
 */
export async function remindPendingRecipients(
  db: Db,
  trigger: SurveyTriggerRow,
  now: Date,
): Promise<number> {
  const dueBefore = new Date(now.getTime() - SURVEY_REMINDER_AFTER_MS);
  const notBefore = new Date(now.getTime() - REMINDER_WINDOW_MS);
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update survey_distribution_recipients r set reminded_at = ${now.toISOString()}::timestamptz
        from survey_distributions d
       where d.id = r.distribution_id and d.trigger_id = ${trigger.id}
         and d.distributed_at <= ${dueBefore.toISOString()}::timestamptz
         and d.distributed_at > ${notBefore.toISOString()}::timestamptz
         and r.reminded_at is null
         and not exists (select 1 from survey_answers a
                          where a.distribution_id = r.distribution_id and a.athlete_id = r.athlete_id)
      returning r.distribution_id as "distributionId",
        (select person_id from athletes where athletes.id = r.athlete_id) as "personId"`);
    const reminded = (result as { rows: { distributionId: string; personId: string | null }[] })
      .rows;
    for (const row of reminded)
      await notify(tx, {
        clubId: trigger.clubId,
        personIds: row.personId ? [row.personId] : [],
        type: 'SurveyReminder',
        payload: { surveyId: trigger.surveyId, distributionId: row.distributionId },
        at: now,
      });
    return reminded.length;
  });
}
