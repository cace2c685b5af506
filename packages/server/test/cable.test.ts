import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { findClubByName, setClubSuspended } from '../src/modules/clubs/clubAdmin.service.js';
import { createRivalClub } from './support/rivalClub.js';
import { usingPostgres } from './support/testDatabase.js';
import { signIn, startTestApp, type TestApp } from './support/testApp.js';

let testApp: TestApp;
let url: string;
/** Where events are published from: a second app on the same PostgreSQL, or the same PGlite. */
let publisher: FastifyInstance;
const clients: Client[] = [];

beforeAll(async () => {
  testApp = await startTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `ws://127.0.0.1:${address.port}/api/cable`;
  publisher = (await testApp.buildSecondApp()) ?? testApp.app;
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await testApp.close();
});

function connect(cookie: string | null) {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: cookie ? { cookie } : {} });
    }
  }
  const closes: { code: number; reason: string }[] = [];
  const client = createClient({
    url,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    on: { closed: (event) => closes.push(event as { code: number; reason: string }) },
  });
  clients.push(client);
  return { client, closes };
}

const CLUB_UPDATED = `subscription ($clubId: ID!) { clubUpdated(clubId: $clubId) { name suspended } }`;

/** Publishes until the subscriber hears it: the subscription's start is not observable. */
async function publishUntil<T>(heard: Promise<T>, publish: () => Promise<void>): Promise<T> {
  let done = false;
  const result = heard.finally(() => {
    done = true;
  });
  while (!done) {
    await publish();
    await Promise.race([result, new Promise((resolve) => setTimeout(resolve, 200))]);
  }
  return result;
}

describe('clubUpdated over /api/cable', () => {
  it(`delivers an event NOTIFYed by ${usingPostgres ? 'another API process' : 'the database'}`, async () => {
    const coach = await signIn(testApp.app, 'coach@touchline.test');
    const { db } = publisher.touchline.database;
    const club = await findClubByName(db, 'Touchline FC');
    const { client } = connect(coach.cookie);
    const heard = new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        { query: CLUB_UPDATED, variables: { clubId: club.id } },
        { next: resolve, error: reject, complete: () => undefined },
      );
    });
    const event = await publishUntil(heard, () => setClubSuspended(db, club, true));
    expect(event).toEqual({ data: { clubUpdated: { name: 'Touchline FC', suspended: true } } });
  });

  it("refuses to subscribe to another club's updates", async () => {
    const coach = await signIn(testApp.app, 'coach@touchline.test');
    const rival = await createRivalClub(testApp.testDatabase.database.db);
    const { client } = connect(coach.cookie);
    const outcome = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: CLUB_UPDATED, variables: { clubId: rival.clubId } },
        { next: resolve, error: resolve, complete: () => undefined },
      );
    });
    expect(outcome).toMatchObject({
      errors: [{ message: 'Club not found', extensions: { code: 'NOT_FOUND' } }],
    });
  });

  it('closes a connection without a session cookie with 4401', async () => {
    const { client, closes } = connect(null);
    const error = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: CLUB_UPDATED, variables: { clubId: '00000000-0000-4000-8000-000000000000' } },
        { next: () => undefined, error: resolve, complete: () => undefined },
      );
    });
    expect(error).toMatchObject({ code: 4401, reason: 'Unauthorized' });
    expect(closes[0]).toMatchObject({ code: 4401 });
  });
});
