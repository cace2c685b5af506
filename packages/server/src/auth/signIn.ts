import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { identities } from '../db/schema.js';
import { createSession } from './authSessions.js';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords.js';
import { forgetFailedSignIns, lockedForMinutes, recordFailedSignIn } from './signInThrottle.js';

export type SignInOutcome =
  | { kind: 'signedIn'; token: string }
  | { kind: 'invalid' }
  | { kind: 'throttled'; minutes: number };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Checks the throttle first: while locked, the password is not even verified. */
export async function signIn(
  db: Db,
  attempt: { email: string; password: string; ip: string },
): Promise<SignInOutcome> {
  const email = normaliseEmail(attempt.email);
  const minutes = await lockedForMinutes(db, email, attempt.ip);
  if (minutes > 0) return { kind: 'throttled', minutes };

  const [identity] = await db.select().from(identities).where(eq(identities.email, email));
  const passwordHash = identity?.passwordHash ?? (await DUMMY_PASSWORD_HASH);
  const valid = await verifyPassword(passwordHash, attempt.password);
  if (!identity || !valid) {
    await recordFailedSignIn(db, email, attempt.ip);
    return { kind: 'invalid' };
  }
  await forgetFailedSignIns(db, email);
  return { kind: 'signedIn', token: await createSession(db, identity.id) };
}
