import type { Db } from '../db/database.js';
import { publishEvent } from '../pubsub/touchlineEvents.js';
import { deleteSession } from './authSessions.js';

/**
 * Ends the session behind a cookie and tells every API process, so each
 * closes the websockets the session opened (the NOTIFY leaves at commit,
 * with the session already gone).
 */
export async function signOut(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const authSessionId = await deleteSession(tx, token);
    if (authSessionId) await publishEvent(tx, { topic: 'authSessionEnded', authSessionId });
  });
}
