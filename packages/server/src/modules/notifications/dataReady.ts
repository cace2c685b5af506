import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notifications } from '../../db/surveysSchema.js';
import { notify } from './notify.js';
import { athletesInSession, staffOf } from './recipients.js';

/**
 * A session finished processing: its athletes and the club's staff are told
 * (DataReady), each once per session. Processing it again (a new file, the
 * club's metric settings changed) tells nobody again.
 */
export async function notifyDataReady(
  tx: Db,
  session: { clubId: string; sessionId: string },
): Promise<void> {
  const told = await tx
    .select({ personId: notifications.personId })
    .from(notifications)
    .where(
      and(
        eq(notifications.clubId, session.clubId),
        eq(notifications.type, 'DataReady'),
        sql`${notifications.payload}->>'sessionId' = ${session.sessionId}`,
      ),
    );
  const already = new Set(told.map((row) => row.personId));
  const inIt = (await athletesInSession(tx, session.sessionId)).filter((id) => !already.has(id));
  const staff = (await staffOf(tx, session.clubId)).filter(
    (id) => !already.has(id) && !inIt.includes(id),
  );
  const base = { clubId: session.clubId, type: 'DataReady' as const };
  // An athlete reads of their numbers, the staff of the team's.
  await notify(tx, {
    ...base,
    personIds: inIt,
    payload: { sessionId: session.sessionId, forAthlete: true },
  });
  await notify(tx, { ...base, personIds: staff, payload: { sessionId: session.sessionId } });
}
