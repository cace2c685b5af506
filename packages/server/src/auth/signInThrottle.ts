import { and, count, eq, gt, isNull, lt, max, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInAttempts } from '../db/schema.js';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Failures older than this no longer count, and are cleared away. */
export const FAILURE_MEMORY_MS = 24 * 60 * MINUTE_MS;
/** Typing slips cost nothing: only failures past these start the delays. */
export const FREE_FAILURES = 3;
/** Across e-mails, from one address, by browsers that never signed in there (credential stuffing). */
export const FREE_FAILURES_PER_ADDRESS = 20;
export const ADDRESS_WINDOW_MS = 60 * MINUTE_MS;
/** The longest wait: a delay, never a lock-out. */
export const MAX_DELAY_MS = 15 * MINUTE_MS;

/**
 * Whose failures slow an attempt down (OWASP Authentication Cheat Sheet:
 * throttling, device cookies). A browser that signed in to the account
 * before counts only its own failures; any other attempt counts the failures
 * of its e-mail from its address, and its address's failures across e-mails.
 * So nobody elsewhere, and no teammate behind the same address typing
 * another e-mail, can keep an account's owner out.
 */
export type ThrottleKey =
  | { kind: 'knownDevice'; email: string; deviceHash: string }
  | { kind: 'unknownDevice'; email: string; ip: string };

/** 0 for the first free failures, then 1 s, 2 s, 4 s, ... up to MAX_DELAY_MS. */
export function delayAfterFailuresMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(SECOND_MS * 2 ** (failures - free), MAX_DELAY_MS);
}

const keyCondition = (key: ThrottleKey) =>
  key.kind === 'knownDevice'
    ? and(eq(signInAttempts.email, key.email), eq(signInAttempts.deviceHash, key.deviceHash))
    : and(
        eq(signInAttempts.email, key.email),
        eq(signInAttempts.ip, key.ip),
        isNull(signInAttempts.deviceHash),
      );

/**
 * Writes the attempt down as a failure before its password is checked, so
 * attempts fired in parallel see each other and cannot all slip through
 * before the first one's failure is counted. Forgotten again when the attempt
 * is refused (waiting is not failing) or succeeds.
 */
export async function recordAttempt(db: Db, key: ThrottleKey, ip: string, now: Date) {
  const deviceHash = key.kind === 'knownDevice' ? key.deviceHash : null;
  const [row] = await db
    .insert(signInAttempts)
    .values({ email: key.email, ip, deviceHash, attemptedAt: now })
    .returning({ id: signInAttempts.id });
  if (!row) throw new Error('The sign-in attempt was not recorded');
  return row.id;
}

async function waitAfter(
  db: Db,
  condition: ReturnType<typeof keyCondition>,
  since: Date,
  free: number,
  now: Date,
): Promise<number> {
  const [failures] = await db
    .select({ count: count(), last: max(signInAttempts.attemptedAt) })
    .from(signInAttempts)
    .where(and(condition, gt(signInAttempts.attemptedAt, since)));
  if (!failures?.last) return 0;
  const delayMs = delayAfterFailuresMs(failures.count, free);
  // Within the free failures nothing waits, whenever the last of them was written (an
  // attempt that started after this one may have written its own first).
  if (delayMs === 0) return 0;
  return Math.max(0, failures.last.getTime() + delayMs - now.getTime());
}

/** How long the attempt `attemptId` (already recorded) must wait, counting every other failure. */
export async function waitBeforeAttemptMs(
  db: Db,
  key: ThrottleKey,
  attemptId: string,
  now: Date,
): Promise<number> {
  const others = ne(signInAttempts.id, attemptId);
  const forKey = await waitAfter(
    db,
    and(keyCondition(key), others),
    new Date(now.getTime() - FAILURE_MEMORY_MS),
    FREE_FAILURES,
    now,
  );
  if (key.kind === 'knownDevice') return forKey;
  const fromAddress = await waitAfter(
    db,
    and(eq(signInAttempts.ip, key.ip), isNull(signInAttempts.deviceHash), others),
    new Date(now.getTime() - ADDRESS_WINDOW_MS),
    FREE_FAILURES_PER_ADDRESS,
    now,
  );
  return Math.max(forKey, fromAddress);
}

export async function forgetAttempt(db: Db, attemptId: string) {
  await db.delete(signInAttempts).where(eq(signInAttempts.id, attemptId));
}

/** A successful sign-in forgives the failures of its own key, and nobody else's. */
export async function forgetFailures(db: Db, key: ThrottleKey) {
  await db.delete(signInAttempts).where(keyCondition(key));
}

/** Old failures no longer count; clearing them keeps the table small. */
export async function forgetOldFailures(db: Db, now: Date) {
  await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.attemptedAt, new Date(now.getTime() - FAILURE_MEMORY_MS)));
}
