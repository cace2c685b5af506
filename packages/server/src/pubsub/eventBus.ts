import { createPubSub, type PubSub } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Database, Unlisten } from '../db/database.js';
import type { RoutedBy } from './defineEvent.js';
import { declaredEvents, type DeclaredEventMap } from './declaredEvents.js';
import { parseEvent } from './parseEvent.js';
import { EVENTS_CHANNEL, type EventPayload, type EventTopic } from './touchlineEvents.js';

/**
 * Each declared event's pub/sub channel: an event routed by a payload field
 * (e.g. clubId) is heard only by subscribers of that value.
 */
type Channels = {
  [T in EventTopic]: [RoutedBy<DeclaredEventMap[T]>] extends [never]
    ? [payload: EventPayload<T>]
    : [id: string, payload: EventPayload<T>];
};

export type TouchlinePubSub = PubSub<Channels>;

export interface EventBus {
  /** What GraphQL subscriptions subscribe to; fed only by the database's notifications. */
  readonly pubSub: TouchlinePubSub;
  close(): Promise<void>;
}

/**
 * Bridges Postgres LISTEN/NOTIFY into GraphQL Yoga's pub/sub, so a subscriber
 * in any API process hears events published by any process (CLI included).
 */
export async function startEventBus(database: Database, log?: Logger): Promise<EventBus> {
  const pubSub: TouchlinePubSub = createPubSub();
  // The generic publish below cannot be typed per topic; parseEvent checked the payload.
  const publish = pubSub.publish.bind(pubSub) as (topic: string, ...args: unknown[]) => void;
  const unlisten: Unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
    const event = parseEvent(payload);
    if (!event) {
      log?.warn({ payload }, 'ignored an unknown event');
      return;
    }
    const { topic, ...body } = event;
    const routedBy = declaredEvents[topic]?.routedBy;
    if (routedBy) publish(topic, (body as Record<string, unknown>)[routedBy], body);
    else publish(topic, body);
  });
  return { pubSub, close: unlisten };
}
