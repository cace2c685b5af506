import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GraphQLContext } from '../src/context.js';
import { currentClientSignal } from '../src/http/clientGone.js';
import { clubIdNamed } from './support/rivalClub.js';
import { graphqlOnlyApp } from './support/graphqlOnlyApp.js';
import { sqlStatementsDuring } from './support/sqlStatements.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

// Every operation waits, before it executes, until the test lets it go; the
// test learns when its client's disconnection has reached the server, and
// when the operation's work is over.
let reached: () => void = () => undefined;
let whenReached = new Promise<void>((resolve) => (reached = resolve));
let release: () => void = () => undefined;
let whenReleased = new Promise<void>((resolve) => (release = resolve));
let executed: () => void = () => undefined;
let whenExecuted = new Promise<void>((resolve) => (executed = resolve));
let clientGoneSeen: Promise<void> = Promise.resolve();
const holdAndWatch: Plugin<GraphQLContext> = {
  async onExecute() {
    const signal = currentClientSignal();
    clientGoneSeen = new Promise((resolve) => {
      if (!signal || signal.aborted) resolve();
      else signal.addEventListener('abort', () => resolve());
    });
    reached();
    await whenReleased;
    return { onExecuteDone: () => executed() };
  },
};
/** The next operation is held until `release()`. */
const holdNext = () => {
  whenReached = new Promise((resolve) => (reached = resolve));
  whenReleased = new Promise((resolve) => (release = resolve));
  whenExecuted = new Promise((resolve) => (executed = resolve));
};

let testApp: TestApp;
let app: FastifyInstance;
let coach: Session;
let clubId: string;
let port: number;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await startTestApp();
  app = await graphqlOnlyApp(testApp, { plugins: [holdAndWatch] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  coach = await signIn(testApp.app, 'coach@touchline.test');
  clubId = await clubIdNamed(db(), 'Touchline FC');
});
afterAll(async () => {
  release();
  await app.close();
  await testApp.close();
});

/** POSTs a GraphQL request over a real connection; `destroy()` hangs up as a closed tab does. */
function send(query: string, variables: Record<string, unknown>) {
  const body = JSON.stringify({ query, variables });
  let answered: (text: string) => void = () => undefined;
  const answer = new Promise<string>((resolve) => (answered = resolve));
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/graphql',
      headers: { ...coach.headers, 'content-type': 'application/json' },
    },
    (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => answered(text));
    },
  );
  request.on('error', () => undefined);
  request.end(body);
  return { answer, destroy: () => request.destroy() };
}

const SESSIONS = `query ($clubId: ID!) { club(id: $clubId) {
  sessions { nodes { id } } athleteGroups { athletes { id name } } } }`;
const CREATE = `mutation ($input: CreateSessionInput!) { createSession(input: $input) { sessionId } }`;

it('stops reading once the client of a query has gone: no statement is sent after', async () => {
  holdNext();
  const request = send(SESSIONS, { clubId });
  await whenReached;
  request.destroy();
  await clientGoneSeen;
  const statements = await sqlStatementsDuring(db(), async () => {
    release();
    await whenExecuted;
  });
  expect(statements).toEqual([]);
});

it('answers a query whose client stays, reading what it needs', async () => {
  holdNext();
  let text = '';
  const statements = await sqlStatementsDuring(db(), async () => {
    const request = send(SESSIONS, { clubId });
    await whenReached;
    release();
    text = await request.answer;
  });
  const answer = JSON.parse(text) as { data: { club: { sessions: { nodes: unknown[] } } } };
  expect(answer).not.toHaveProperty('errors');
  expect(answer.data.club.sessions.nodes).toBeInstanceOf(Array);
  expect(statements.some((statement) => /from "sessions"/.test(statement))).toBe(true);
  expect(statements.some((statement) => /from "athlete_groups"/.test(statement))).toBe(true);
});

it('finishes a mutation whose client has gone: half a change is worse than an unseen one', async () => {
  holdNext();
  const request = send(CREATE, {
    input: {
      clubId,
      kind: 'training',
      startTime: '2031-03-04T10:00:00Z',
      endTime: '2031-03-04T11:00:00Z',
    },
  });
  await whenReached;
  request.destroy();
  await clientGoneSeen;
  release();
  await whenExecuted;
  holdNext();
  release();
  const listed = await graphql<{ club: { sessions: { nodes: { startTime: string }[] } } }>(
    app,
    coach,
    `query ($clubId: ID!) { club(id: $clubId) { sessions { nodes { startTime } } } }`,
    { clubId },
  );
  expect(listed.data!.club.sessions.nodes.map((node) => node.startTime)).toContain(
    '2031-03-04T10:00:00.000Z',
  );
});
