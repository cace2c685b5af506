import { AsyncLocalStorage } from 'node:async_hooks';

const requestIds = new AsyncLocalStorage<string>();

/**
 * Runs an HTTP request's GraphQL work with its id (Fastify's reqId, which
 * its log lines carry), so a masked error can name the request to look up.
 */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestIds.run(requestId, work);
}

/** The id of the HTTP request being answered; undefined over the websocket. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}
