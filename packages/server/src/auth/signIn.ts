import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { identities } from '../db/schema.js';
import { createSession } from './authSessions.js';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords.js';
import { deviceHashOf, isKnownDevice, rememberDevice } from './signInDevices.js';
import {
  forgetAttempt,
  forgetFailures,
  forgetOldFailures,
  recordAttempt,
  waitBeforeAttemptMs,
  type ThrottleKey,
} from './signInThrottle.js';

export type SignInOutcome =
  | { kind: 'signedIn'; token: string; deviceToken: string }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfterSeconds: number };

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** The browser's device cookie, set by an earlier successful sign-in. */
  deviceToken?: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// RFC 5321's longest address.
const MAX_EMAIL_LENGTH = 320;

/**
 * No account can have an e-mail longer than an address may be, or with
 * control characters or half characters in it (which the database would
 * refuse to store): such an attempt fails at once and is not written down.
 */
function couldBeAnAccount(email: string): boolean {
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return false;
  for (const char of email) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff)) return false;
  }
  return true;
}

/** Checks the throttle first: while an attempt must wait, its password is not even verified. */
export async function signIn(
  db: Db,
  attempt: SignInAttempt,
  now = new Date(),
): Promise<SignInOutcome> {
  const email = normaliseEmail(attempt.email);
  if (!couldBeAnAccount(email)) return { kind: 'invalid' };
  const [identity] = await db.select().from(identities).where(eq(identities.email, email));
  const deviceHash = deviceHashOf(attempt.deviceToken);
  const knownDevice =
    !!identity && !!deviceHash && (await isKnownDevice(db, deviceHash, identity.id, now));
  const key: ThrottleKey =
    knownDevice && deviceHash
      ? { kind: 'knownDevice', email, deviceHash }
      : { kind: 'unknownDevice', email, ip: attempt.ip };

  const attemptId = await recordAttempt(db, key, attempt.ip, now);
  const waitMs = await waitBeforeAttemptMs(db, key, attemptId, now);
  if (waitMs > 0) {
    await forgetAttempt(db, attemptId);
    return { kind: 'throttled', retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }

  const passwordHash = identity?.passwordHash ?? (await DUMMY_PASSWORD_HASH);
  const valid = await verifyPassword(passwordHash, attempt.password);
  if (!identity || !valid) {
    await forgetOldFailures(db, now);
    return { kind: 'invalid' };
  }
  await forgetFailures(db, key);
  const token = await createSession(db, identity.id, now);
  const deviceToken = await rememberDevice(db, attempt.deviceToken, identity.id, now);
  return { kind: 'signedIn', token, deviceToken };
}
