import type { FastifyInstance } from 'fastify';
import { createClient, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';
import type { Session } from './testApp.js';

/** A graphql-ws client on the app's /api/cable, signed in as `session` (its cookie), listening first. */
export async function cableClient(
  app: FastifyInstance,
  session: Session,
  options: Partial<ClientOptions> = {},
) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const { cookie } = session;
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  return createClient({
    url: `ws://127.0.0.1:${address.port}/api/cable`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    ...options,
  });
}
