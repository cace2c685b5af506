import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sessions } from '../../db/sessionsSchema.js';

/** Polls until the session's processing has finished; false when the time runs out first. */
export async function waitForProcessing(
  db: Db,
  sessionId: string,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [session] = await db
      .select({ dataProcessing: sessions.dataProcessing })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    if (!session?.dataProcessing) return true;
    await sleep(200);
  }
  return false;
}
