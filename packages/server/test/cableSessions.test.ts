import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createSession } from '../src/auth/authSessions.js';
import { SessionSockets } from '../src/auth/sessionSockets.js';
import { hashToken } from '../src/auth/sessionTokens.js';
import { authSessions, identities } from '../src/db/schema.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

// The sweep that closes sockets whose session ended unannounced, on real
// sockets and the real database (the cable server runs it every few minutes).

let testDatabase: TestDatabase;
let server: WebSocketServer;
const clients: WebSocket[] = [];
const db = () => testDatabase.database.db;

beforeAll(async () => {
  testDatabase = await openTestDatabase();
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  for (const client of clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
  await testDatabase.drop();
});

/** A connected pair: the server's socket (what the registry holds) and how the client saw it end. */
async function openSocket() {
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  clients.push(client);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    client.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve) => client.once('open', resolve));
  return { socket: await accepted, client, closed };
}

async function newSession(now = new Date()) {
  const [identity] = await db()
    .select({ id: identities.id })
    .from(identities)
    .where(eq(identities.email, 'coach@touchline.test'));
  const token = await createSession(db(), identity!.id, now);
  const [row] = await db()
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(eq(authSessions.tokenHash, hashToken(token)));
  return row!.id;
}

describe('SessionSockets', () => {
  it('closes with 4401 the sockets of ended and expired sessions, and only those', async () => {
    const registry = new SessionSockets();
    const live = await newSession();
    const signedOut = await newSession();
    const expired = await newSession(new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
    const sockets = {
      live: await openSocket(),
      signedOut: await openSocket(),
      expired: await openSocket(),
    };
    registry.add(live, sockets.live.socket);
    registry.add(signedOut, sockets.signedOut.socket);
    registry.add(expired, sockets.expired.socket);
    await db().delete(authSessions).where(eq(authSessions.id, signedOut));

    await registry.closeEnded(db());
    expect(await sockets.signedOut.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    expect(await sockets.expired.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    expect(sockets.live.client.readyState).toBe(WebSocket.OPEN);
  });

  it('closes every socket of a session at once (each tab), and no other', async () => {
    const registry = new SessionSockets();
    const session = await newSession();
    const other = await openSocket();
    registry.add(await newSession(), other.socket);
    const tabs = [await openSocket(), await openSocket()];
    for (const tab of tabs) registry.add(session, tab.socket);
    // A tab closed earlier is simply gone.
    const closedTab = await openSocket();
    registry.add(session, closedTab.socket);
    closedTab.client.close(1000, 'tab closed');
    expect(await closedTab.closed).toMatchObject({ code: 1000 });

    registry.closeSession(session);
    for (const tab of tabs) expect(await tab.closed).toMatchObject({ code: 4401 });
    expect(other.client.readyState).toBe(WebSocket.OPEN);
  });
});
