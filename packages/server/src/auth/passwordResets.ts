import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { authSessions, identities, passwordResets, persons } from '../db/schema.js';
import { publishEvent } from '../pubsub/touchlineEvents.js';
import { newPasswordProblems } from './newPassword.js';
import { hashPassword } from './passwords.js';
import { hashToken, newToken, tokensMatch } from './sessionTokens.js';

export const PASSWORD_RESET_PATH = '/api/auth/password_reset/:token';
/** A reset link is good for a day (docs/product/club-administration.md §7). */
export const PASSWORD_RESET_TTL_MS = 24 * 60 * 60 * 1000;

export const passwordResetPathOf = (token: string) => `/api/auth/password_reset/${token}`;

/**
 * A new single-use link for a person, inside the caller's transaction: 32
 * random bytes (base64url) in the link, only their SHA-256 stored.
 */
export async function createPasswordReset(tx: Db, personId: string, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
  await tx.insert(passwordResets).values({ personId, tokenHash: hashToken(token), expiresAt });
  return { path: passwordResetPathOf(token), expiresAt };
}

export type PasswordResetLink =
  { kind: 'usable'; id: string; personId: string; email: string } | { kind: 'unusable' };

/** The link's reset when it is unused and unexpired; the stored digest compared in constant time. */
export async function findPasswordReset(
  db: Db,
  token: string,
  now = new Date(),
): Promise<PasswordResetLink> {
  const digest = hashToken(token);
  const [row] = await db
    .select({
      id: passwordResets.id,
      tokenHash: passwordResets.tokenHash,
      personId: passwordResets.personId,
      email: persons.email,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .innerJoin(persons, eq(persons.id, passwordResets.personId))
    .where(eq(passwordResets.tokenHash, digest));
  if (!row || !tokensMatch(row.tokenHash, digest)) return { kind: 'unusable' };
  if (row.usedAt || row.expiresAt <= now) return { kind: 'unusable' };
  return { kind: 'usable', id: row.id, personId: row.personId, email: row.email };
}

export type PasswordResetOutcome =
  { kind: 'done' } | { kind: 'unusable' } | { kind: 'refused'; problems: string[] };

/**
 * Sets the new password when it keeps the rules, marks the link used and
 * ends every session of the person (each process closes their sockets), in
 * one transaction: a link is used once, even by two forms sent together.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<PasswordResetOutcome> {
  const link = await findPasswordReset(db, token, now);
  if (link.kind === 'unusable') return link;
  const problems = newPasswordProblems(password, { email: link.email });
  if (problems.length > 0) return { kind: 'refused', problems };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, link.id), isNull(passwordResets.usedAt)))
      .returning({ usedAt: passwordResets.usedAt });
    if (!used) return { kind: 'unusable' } as const;
    const [identity] = await tx
      .update(identities)
      .set({ passwordHash })
      .where(eq(identities.personId, link.personId))
      .returning({ id: identities.id });
    if (!identity) return { kind: 'unusable' } as const;
    const ended = await tx
      .delete(authSessions)
      .where(eq(authSessions.identityId, identity.id))
      .returning({ id: authSessions.id });
    for (const session of ended) {
      await publishEvent(tx, { topic: 'authSessionEnded', authSessionId: session.id });
    }
    return { kind: 'done' } as const;
  });
}
