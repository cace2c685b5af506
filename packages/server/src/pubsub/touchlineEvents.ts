import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import type { DeclaredEventMap } from './declaredEvents.js';

/** One channel for every event; PGlite lower-cases channel names, so it is lower-case. */
export const EVENTS_CHANNEL = 'touchline_events';

/** The topics the modules declare. */
export type EventTopic = Extract<keyof DeclaredEventMap, string>;

/** What one event carries besides its topic: ids only, subscribers load fresh data (and re-check access). */
export type EventPayload<T extends EventTopic> = Fields<z.infer<DeclaredEventMap[T]['payload']>>;

// An event without fields (zod infers a record of nothing for them) is its topic alone.
type Fields<O> = string extends keyof O ? unknown : O;

/** What travels through NOTIFY: one of the events the modules declare. */
export type TouchlineEvent = { [T in EventTopic]: { topic: T } & EventPayload<T> }[EventTopic];

/**
 * Publishes to every API process listening on the database. Pass the
 * transaction handle when inside one: NOTIFY is delivered at commit.
 */
export async function publishEvent(db: Pick<Db, 'execute'>, event: TouchlineEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
