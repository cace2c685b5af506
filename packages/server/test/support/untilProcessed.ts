import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { sessions } from '../../src/db/sessionsSchema.js';
import { BACKGROUND_WAIT_MS } from './backgroundWait.js';

/** Waits until the session's processing has finished (dataProcessing false). */
export async function untilProcessed(
  db: Db,
  sessionId: string,
  timeoutMs = BACKGROUND_WAIT_MS,
): Promise<void> {
  await expect
    .poll(
      async () =>
        (await db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]?.dataProcessing,
      { timeout: timeoutMs, interval: 100 },
    )
    .toBe(false);
}
