import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { authSessions, identities, persons } from '../db/schema.js';
import { hashToken, newToken } from './sessionTokens.js';
import type { Viewer } from './viewer.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions end after this long without a request. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
// Writing last_seen on every request would turn every read into a write.
const LAST_SEEN_REFRESH_MS = 60 * 60 * 1000;

/** Starts a session and returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, identityId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(authSessions).values({
    identityId,
    tokenHash: hashToken(token),
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  // Housekeeping of expired sessions rides along with sign-ins.
  await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
  return token;
}

/** The person behind a session cookie, or null when it is unknown or expired. */
export async function findViewer(db: Db, token: string, now = new Date()): Promise<Viewer | null> {
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      lastSeenAt: authSessions.lastSeenAt,
      identityId: identities.id,
      personId: persons.id,
      touchlineStaff: persons.touchlineStaff,
    })
    .from(authSessions)
    .innerJoin(identities, eq(identities.id, authSessions.identityId))
    .innerJoin(persons, eq(persons.id, identities.personId))
    .where(and(eq(authSessions.tokenHash, hashToken(token)), gt(authSessions.expiresAt, now)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_REFRESH_MS) {
    await db
      .update(authSessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
      .where(eq(authSessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    identityId: row.identityId,
    personId: row.personId,
    touchlineStaff: row.touchlineStaff,
  };
}

/** Ends the session behind a cookie; its id, or null when there was none. */
export async function deleteSession(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .delete(authSessions)
    .where(eq(authSessions.tokenHash, hashToken(token)))
    .returning({ id: authSessions.id });
  return row?.id ?? null;
}
