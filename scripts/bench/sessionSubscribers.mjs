// Many browsers with a session page open: each its own graphql-ws socket on
// /api/cable (authenticated by the session cookie, as the web app's are),
// subscribed to sessionProcessed for one session, noting when each event arrives.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const SESSION_PROCESSED = `subscription SessionProcessed($sessionId: ID!) {
  sessionProcessed(sessionId: $sessionId) { sessionId dataProcessing } }`;

/**
 * Opens `count` subscribers and resolves once each has had the subscription's
 * first answer (the session's state now), or after `timeoutMs`.
 */
export async function openSessionSubscribers(session, sessionId, count, timeoutMs = 60_000) {
  const url = `${session.baseUrl.replace(/^http/, 'ws')}/api/cable`;
  const { cookie } = session;
  class CookieWebSocket extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const subscribers = Array.from({ length: count }, () => {
    const subscriber = { events: [], errors: 0, client: null };
    subscriber.client = createClient({
      url,
      webSocketImpl: CookieWebSocket,
      retryAttempts: 0,
      lazy: false,
    });
    subscriber.ready = new Promise((resolve) => {
      subscriber.client.subscribe(
        { query: SESSION_PROCESSED, variables: { sessionId } },
        {
          next: ({ data }) => {
            subscriber.events.push({ at: performance.now(), ...data?.sessionProcessed });
            resolve(true);
          },
          error: () => {
            subscriber.errors += 1;
            resolve(false);
          },
          complete: () => resolve(false),
        },
      );
    });
    return subscriber;
  });
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ready = await Promise.all(subscribers.map((s) => Promise.race([s.ready, timeout])));
  clearTimeout(timer);
  return {
    subscribers,
    ready: ready.filter(Boolean).length,
    /**
     * Milliseconds from `sentMs` (an upload was sent) until each subscriber
     * heard that processing ended: the first `dataProcessing: false` after the
     * upload's `true` (or, had that been missed, after the upload's answer at
     * `answeredMs`); null for those that did not hear it.
     */
    processedAfter(sentMs, answeredMs) {
      return subscribers.map(({ events }) => {
        const started = events.find((event) => event.at >= sentMs && event.dataProcessing);
        const from = started?.at ?? answeredMs;
        const ended = events.find((event) => event.at >= from && event.dataProcessing === false);
        return ended ? ended.at - sentMs : null;
      });
    },
    async close() {
      await Promise.all(subscribers.map((s) => s.client.dispose()));
    },
  };
}
