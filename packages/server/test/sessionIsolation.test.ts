import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sessions } from '../src/db/sessionsSchema.js';
import { createRivalClub } from './support/rivalClub.js';
import { signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

let testApp: TestApp;
let coach: Session;
let url: string;
let rivalSessionId: string;
const clients: Client[] = [];

beforeAll(async () => {
  testApp = await startTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/cable`;
  const { db } = testApp.testDatabase.database;
  const rival = await createRivalClub(db);
  const [session] = await db
    .insert(sessions)
    .values({
      clubId: rival.clubId,
      kind: 'training',
      startTime: new Date('2026-11-10T10:00:00Z'),
      endTime: new Date('2026-11-10T11:00:00Z'),
    })
    .returning();
  rivalSessionId = session!.id;
  coach = await signIn(testApp.app, 'coach@touchline.test');
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await testApp.close();
});

function subscribeAsCoach(sessionId: string): Promise<unknown> {
  const cookie = coach.cookie;
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieWebSocket, retryAttempts: 0 });
  clients.push(client);
  return new Promise((resolve) => {
    client.subscribe(
      {
        query: `subscription ($id: ID!) { sessionProcessed(sessionId: $id) { sessionId } }`,
        variables: { id: sessionId },
      },
      { next: resolve, error: resolve, complete: () => undefined },
    );
  });
}

it('a session of another club is answered exactly like one that does not exist', async () => {
  const foreign = await subscribeAsCoach(rivalSessionId);
  const unknown = await subscribeAsCoach('00000000-0000-4000-8000-000000000000');
  const expected = [
    expect.objectContaining({ message: 'Session not found', extensions: { code: 'NOT_FOUND' } }),
  ];
  expect(foreign).toMatchObject({ errors: expected });
  expect(unknown).toEqual(foreign);
});
