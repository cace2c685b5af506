import { and, asc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInAttempts } from '../db/schema.js';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Minutes until sign-in is allowed again for this e-mail and address, or 0.
 * Failures live in the database so every API process counts the same ones.
 */
export async function lockedForMinutes(
  db: Db,
  email: string,
  ip: string,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const failures = await db
    .select({
      email: signInAttempts.email,
      ip: signInAttempts.ip,
      attemptedAt: signInAttempts.attemptedAt,
    })
    .from(signInAttempts)
    .where(
      and(
        gt(signInAttempts.attemptedAt, since),
        or(eq(signInAttempts.email, email), eq(signInAttempts.ip, ip)),
      ),
    )
    .orderBy(asc(signInAttempts.attemptedAt));
  const unlockAt = Math.max(
    unlockTime(
      failures.filter((failure) => failure.email === email),
      MAX_FAILURES_PER_EMAIL,
    ),
    unlockTime(
      failures.filter((failure) => failure.ip === ip),
      MAX_FAILURES_PER_IP,
    ),
  );
  return unlockAt > now.getTime() ? Math.ceil((unlockAt - now.getTime()) / 60_000) : 0;
}

/**
 * With `limit` or more failures in the window, sign-in reopens when enough of
 * the oldest have aged out to leave fewer than `limit`.
 */
function unlockTime(failures: { attemptedAt: Date }[], limit: number): number {
  if (failures.length < limit) return 0;
  const decisive = failures[failures.length - limit];
  return decisive ? decisive.attemptedAt.getTime() + THROTTLE_WINDOW_MS : 0;
}

export async function recordFailedSignIn(db: Db, email: string, ip: string, now = new Date()) {
  await db.insert(signInAttempts).values({ email, ip, attemptedAt: now });
  // Old attempts no longer count; clearing them keeps the table small.
  await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.attemptedAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}

/** A successful sign-in forgives the e-mail's earlier failures. */
export async function forgetFailedSignIns(db: Db, email: string) {
  await db.delete(signInAttempts).where(eq(signInAttempts.email, email));
}
