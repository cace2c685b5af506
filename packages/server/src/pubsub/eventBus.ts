import { createPubSub, type PubSub } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { Database, Unlisten } from '../db/database.js';
import { EVENTS_CHANNEL, parseEvent } from './touchlineEvents.js';

export type TouchlinePubSub = PubSub<{
  clubUpdated: [clubId: string, payload: { clubId: string }];
  sessionProcessed: [clubId: string, payload: { clubId: string; sessionId: string }];
  /** For the websocket server (not a GraphQL subscription): close this session's sockets. */
  authSessionEnded: [payload: { authSessionId: string }];
}>;

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
  const unlisten: Unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
    const event = parseEvent(payload);
    if (!event) {
      log?.warn({ payload }, 'ignored an unknown event');
      return;
    }
    if (event.topic === 'sessionProcessed') {
      pubSub.publish('sessionProcessed', event.clubId, {
        clubId: event.clubId,
        sessionId: event.sessionId,
      });
    } else if (event.topic === 'authSessionEnded') {
      pubSub.publish('authSessionEnded', { authSessionId: event.authSessionId });
    } else if (event.topic === 'clubUpdated') {
      pubSub.publish('clubUpdated', event.clubId, { clubId: event.clubId });
    }
  });
  return { pubSub, close: unlisten };
}
