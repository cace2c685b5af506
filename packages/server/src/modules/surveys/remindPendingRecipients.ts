import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notify } from '../notifications/index.js';
import type { SurveyTriggerRow } from './surveyRecipients.js';

/** How long after it was sent a pending survey is reminded of. */
export const SURVEY_REMINDER_AFTER_MS = 2 * 3_600_000;
/** Older distributions are not reminded of any more. */
const REMINDER_WINDOW_MS = 24 * 3_600_000;

/**
 * The one way recipients are reminded: each recipient of the club's
 * distributions that `which` picks (a condition on `d`, the distribution,
 * and `r`, the recipient) who has not answered is marked reminded in the
 * same statement that finds them, and their person gets a SurveyReminder
 * notification (an athlete without an account is marked, not told).
 */
export async function remindRecipients(
  db: Db,
  clubId: string,
  which: SQL,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update survey_distribution_recipients r set reminded_at = ${now.toISOString()}::timestamptz
        from survey_distributions d
       where d.id = r.distribution_id and d.club_id = ${clubId} and (${which})
         and not exists (select 1 from survey_answers a
                          where a.distribution_id = r.distribution_id and a.athlete_id = r.athlete_id)
      returning r.distribution_id as "distributionId", d.survey_id as "surveyId",
        (select person_id from athletes where athletes.id = r.athlete_id) as "personId"`);
    const reminded = (
      result as { rows: { distributionId: string; surveyId: string; personId: string | null }[] }
    ).rows;
    for (const row of reminded)
      await notify(tx, {
        clubId,
        personIds: row.personId ? [row.personId] : [],
        type: 'SurveyReminder',
        payload: { surveyId: row.surveyId, distributionId: row.distributionId },
        at: now,
      });
    return reminded.length;
  });
}

/**
 * Reminds each recipient of the trigger's distributions who has not
 * answered two hours after it was sent, once.
 */
export function remindPendingRecipients(
  db: Db,
  trigger: SurveyTriggerRow,
  now: Date,
): Promise<number> {
  const dueBefore = new Date(now.getTime() - SURVEY_REMINDER_AFTER_MS);
  const notBefore = new Date(now.getTime() - REMINDER_WINDOW_MS);
  return remindRecipients(
    db,
    trigger.clubId,
    sql`d.trigger_id = ${trigger.id}
        and d.distributed_at <= ${dueBefore.toISOString()}::timestamptz
        and d.distributed_at > ${notBefore.toISOString()}::timestamptz
        and r.reminded_at is null`,
    now,
  );
}
