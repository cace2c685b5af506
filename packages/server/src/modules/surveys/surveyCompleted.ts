import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notify, staffOf } from '../notifications/index.js';

/**
 * Once every recipient of a distribution has answered, the club's staff are
 * told (SurveyCompleted), in the transaction of the last answer. The
 * distribution's row is locked first, so two last answers at once see each
 * other and exactly one of them tells.
 */
export async function notifyWhenEveryoneAnswered(
  tx: Db,
  distribution: { id: string; clubId: string; surveyId: string },
): Promise<void> {
  await tx.execute(
    sql`select id from survey_distributions where id = ${distribution.id} for update`,
  );
  const result = await tx.execute(sql`
    select count(*)::int as "waiting" from survey_distribution_recipients r
     where r.distribution_id = ${distribution.id}
       and not exists (select 1 from survey_answers a
                        where a.distribution_id = r.distribution_id and a.athlete_id = r.athlete_id)`);
  const [row] = (result as { rows: { waiting: number }[] }).rows;
  if (!row || row.waiting > 0) return;
  await notify(tx, {
    clubId: distribution.clubId,
    personIds: await staffOf(tx, distribution.clubId),
    type: 'SurveyCompleted',
    payload: { surveyId: distribution.surveyId, distributionId: distribution.id },
  });
}
