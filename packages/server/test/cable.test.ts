import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { hashToken } from '../src/auth/sessionTokens.js';
import { authSessions } from '../src/db/schema.js';
import { findClubByName, setClubSuspended } from '../src/modules/clubs/clubAdmin.service.js';
import { createRivalClub } from './support/rivalClub.js';
import { usingPostgres } from './support/testDatabase.js';
import { graphql, signIn, startTestApp, type TestApp } from './support/testApp.js';

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

/** A subscription whose events and end the test can await; the club id inline, no variables. */
function subscribeToClub(client: Client, clubId: string) {
  const events: unknown[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  /** Resolves once the subscription has heard `count` events in all. */
  const untilEvents = (count: number) =>
    new Promise<void>((resolve) => {
      if (events.length >= count) resolve();
      else waiting.push({ count, resolve });
    });
  const ended = new Promise<unknown>((resolve) => {
    client.subscribe(
      { query: `subscription { clubUpdated(clubId: "${clubId}") { name suspended } }` },
      {
        next: (event) => {
          events.push(event);
          for (const waiter of waiting) if (events.length >= waiter.count) waiter.resolve();
        },
        error: resolve,
        complete: () => resolve('complete'),
      },
    );
  });
  return { events, untilEvents, ended };
}

const tokenOf = (cookie: string) => /touchline_session=([^;]+)/.exec(cookie)![1]!;

describe('a socket and its sign-in session', () => {
  it(`closes with 4401 when the session signs out${usingPostgres ? ' in another API process' : ''}`, async () => {
    const coach = await signIn(testApp.app, 'coach@touchline.test');
    const { db } = publisher.touchline.database;
    const club = await findClubByName(db, 'Touchline FC');
    const { client, closes } = connect(coach.cookie);
    const subscription = subscribeToClub(client, club.id);
    // The subscription is live once it has heard an event.
    await publishUntil(subscription.untilEvents(1), () => setClubSuspended(db, club, false));

    const signOut = await publisher.inject({
      method: 'DELETE',
      url: '/api/auth/identities/sign_out',
      headers: coach.headers,
    });
    expect(signOut.statusCode).toBe(204);
    expect(await subscription.ended).toMatchObject({ code: 4401, reason: 'Unauthorized' });
    expect(closes).toEqual([expect.objectContaining({ code: 4401 })]);

    // Nothing more reaches that browser, and the cookie opens no new socket.
    const heardBefore = subscription.events.length;
    await setClubSuspended(db, club, true);
    await setClubSuspended(db, club, false);
    const again = subscribeToClub(client, club.id);
    expect(await again.ended).toMatchObject({ code: 4401 });
    expect(subscription.events).toHaveLength(heardBefore);
  });

  it("leaves other sessions' sockets open", async () => {
    const leaving = await signIn(testApp.app, 'coach@touchline.test');
    const staying = await signIn(testApp.app, 'coach@touchline.test');
    const { db } = publisher.touchline.database;
    const club = await findClubByName(db, 'Touchline FC');
    const left = subscribeToClub(connect(leaving.cookie).client, club.id);
    const stays = subscribeToClub(connect(staying.cookie).client, club.id);
    await publishUntil(Promise.all([left.untilEvents(1), stays.untilEvents(1)]), () =>
      setClubSuspended(db, club, false),
    );
    await publisher.inject({
      method: 'DELETE',
      url: '/api/auth/identities/sign_out',
      headers: leaving.headers,
    });
    expect(await left.ended).toMatchObject({ code: 4401 });
    const heard = stays.events.length;
    await publishUntil(stays.untilEvents(heard + 1), () => setClubSuspended(db, club, false));
    expect(stays.events.length).toBeGreaterThan(heard);
    expect((await graphql(testApp.app, staying, '{ currentPerson { name } }')).status).toBe(200);
  });

  it('closes with 4401 on the next subscribe once the session has ended unannounced (expired)', async () => {
    const coach = await signIn(testApp.app, 'coach@touchline.test');
    const { db } = testApp.testDatabase.database;
    const club = await findClubByName(db, 'Touchline FC');
    const { client } = connect(coach.cookie);
    const first = subscribeToClub(client, club.id);
    await publishUntil(first.untilEvents(1), () => setClubSuspended(db, club, false));

    // Gone without a notification, as an expired session is.
    await db
      .delete(authSessions)
      .where(eq(authSessions.tokenHash, hashToken(tokenOf(coach.cookie))));

    const second = subscribeToClub(client, club.id);
    expect(await second.ended).toMatchObject({ code: 4401 });
    expect(await first.ended).toMatchObject({ code: 4401 });
  });
});
