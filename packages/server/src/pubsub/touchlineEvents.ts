import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/** One channel for every event; PGlite lower-cases channel names, so it is lower-case. */
export const EVENTS_CHANNEL = 'touchline_events';

/** What travels through NOTIFY: ids only, subscribers load fresh data (and re-check access). */
export type TouchlineEvent =
  | { topic: 'clubUpdated'; clubId: string }
  /** The session's processing state changed: an upload started it, or its last job finished. */
  | { topic: 'sessionProcessed'; clubId: string; sessionId: string }
  /** A sign-in session ended (signed out): every API process closes its websockets. */
  | { topic: 'authSessionEnded'; authSessionId: string }
  /** A mutation changed data: every API process forgets the answers it kept. */
  | { topic: 'dataChanged' };

/**
 * Publishes to every API process listening on the database. Pass the
 * transaction handle when inside one: NOTIFY is delivered at commit.
 */
export async function publishEvent(db: Pick<Db, 'execute'>, event: TouchlineEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

export function parseEvent(payload: string): TouchlineEvent | null {
  try {
    const value = JSON.parse(payload) as {
      topic?: unknown;
      clubId?: unknown;
      sessionId?: unknown;
      authSessionId?: unknown;
    };
    if (value.topic === 'dataChanged') return { topic: 'dataChanged' };
    if (value.topic === 'authSessionEnded' && typeof value.authSessionId === 'string') {
      return { topic: 'authSessionEnded', authSessionId: value.authSessionId };
    }
    if (typeof value.clubId !== 'string') return null;
    if (value.topic === 'clubUpdated') return { topic: 'clubUpdated', clubId: value.clubId };
    if (value.topic === 'sessionProcessed' && typeof value.sessionId === 'string') {
      return { topic: 'sessionProcessed', clubId: value.clubId, sessionId: value.sessionId };
    }
  } catch {
    // A payload we do not understand (another version's event): ignored.
  }
  return null;
}
