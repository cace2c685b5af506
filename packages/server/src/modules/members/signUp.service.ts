import { createSession } from '../../auth/authSessions.js';
import { newPasswordProblems } from '../../auth/newPassword.js';
import { normaliseEmail } from '../../auth/signIn.js';
import { forgetAttempt, recordAttempt, waitBeforeAttemptMs } from '../../auth/signInThrottle.js';
import type { Db } from '../../db/database.js';
import { identities } from '../../db/schema.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import type { Outcome } from '../../errors/mutationOutcome.js';
import { createAccount, findPersonByEmail, isEmailAddress } from '../people/index.js';
import { eq } from 'drizzle-orm';

export const NAME_MAX_LENGTH = 100;

/** A new session for a person who just made their account: its cookie's token. */
export async function sessionFor(db: Db, personId: string, now = new Date()): Promise<string> {
  const [identity] = await db.select().from(identities).where(eq(identities.personId, personId));
  if (!identity) throw new Error(`Person ${personId} has no identity`);
  return createSession(db, identity.id, now);
}

export interface NewPerson {
  name: string;
  email: string;
  password: string;
}

/** What is wrong with a new account's fields, in sentences. */
export async function newPersonProblems(db: Db, person: NewPerson): Promise<string[]> {
  const problems: string[] = [];
  const name = person.name.trim();
  const email = normaliseEmail(person.email);
  if (!name) problems.push('Name is required.');
  else if (name.length > NAME_MAX_LENGTH) {
    problems.push(`Name must be at most ${NAME_MAX_LENGTH} characters.`);
  }
  if (!isEmailAddress(email)) problems.push('Enter your e-mail address, such as name@club.com.');
  else if (await findPersonByEmail(db, email)) {
    problems.push(`An account for ${email} exists already. Sign in instead.`);
  }
  problems.push(...newPasswordProblems(person.password, { email }));
  return problems;
}

export type SignUpOutcome =
  | { kind: 'signedUp'; token: string }
  | { kind: 'invalid'; problems: string[] }
  | { kind: 'throttled'; retryAfterSeconds: number };

/**
 * Makes the account and signs it in, then (in the same transaction) what
 * the page was for: joining a club, taking up an invite. Throttled like
 * sign-in: every attempt counts against its e-mail and its address, and
 * stays counted, so one address cannot make accounts by the hundred.
 */
export async function signUp(
  db: Db,
  person: NewPerson,
  ip: string,
  afterwards?: (tx: Db, personId: string) => Promise<Outcome<unknown>>,
  now = new Date(),
): Promise<SignUpOutcome> {
  const email = normaliseEmail(person.email);
  const key = { kind: 'unknownDevice', email, ip } as const;
  const attemptId = await recordAttempt(db, key, ip, now);
  const waitMs = await waitBeforeAttemptMs(db, key, attemptId, now);
  if (waitMs > 0) {
    await forgetAttempt(db, attemptId);
    return { kind: 'throttled', retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }
  const problems = await newPersonProblems(db, person);
  if (problems.length > 0) return { kind: 'invalid', problems };
  try {
    const personId = await db.transaction(async (tx) => {
      const created = await createAccount(tx, { ...person, email });
      const outcome = await afterwards?.(tx, created.id);
      if (outcome && outcome.issues.length > 0) {
        throw new InvalidInputError(outcome.issues.map((issue) => issue.message).join(' '));
      }
      return created.id;
    });
    return { kind: 'signedUp', token: await sessionFor(db, personId, now) };
  } catch (failure) {
    if (failure instanceof InvalidInputError)
      return { kind: 'invalid', problems: [failure.message] };
    throw failure;
  }
}
