import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlResponseCache } from '../src/graphql/GraphqlResponseCache.js';
import { persons } from '../src/db/schema.js';
import { publishEvent } from '../src/pubsub/touchlineEvents.js';
import { clubIdNamed } from './support/rivalClub.js';
import { sqlStatementsDuring } from './support/sqlStatements.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

// The production default: read-only answers are kept until data changes.
let testApp: TestApp;
let coach: Session;
let athlete: Session;
let clubId: string;
const db = () => testApp.testDatabase.database.db;

const SESSIONS = `query ($clubId: ID!) { club(id: $clubId) { sessions { nodes { id } } } }`;
const CREATE = `mutation ($input: CreateSessionInput!) { createSession(input: $input) { sessionId } }`;
const ME = '{ currentPerson { name } }';

beforeAll(async () => {
  testApp = await startTestApp({ keepAnswers: true });
  clubId = await clubIdNamed(db(), 'Touchline FC');
  coach = await signIn(testApp.app, 'coach@touchline.test');
  athlete = await signIn(testApp.app, 'athlete@touchline.test');
});
afterAll(() => testApp.close());

const sessionIds = async () =>
  (
    await graphql<{ club: { sessions: { nodes: { id: string }[] } } }>(
      testApp.app,
      coach,
      SESSIONS,
      { clubId },
    )
  ).data!.club.sessions.nodes.map((node) => node.id);

it('answers the same question of the same person again without running it', async () => {
  const first = await graphql(testApp.app, coach, SESSIONS, { clubId });
  let again: unknown;
  const statements = await sqlStatementsDuring(db(), async () => {
    again = await graphql(testApp.app, coach, SESSIONS, { clubId });
  });
  expect(again).toEqual(first);
  // Who the cookie belongs to is kept too (KeptViewers): nothing runs.
  expect(statements).toEqual([]);
});

it('never gives one person the answer kept for another', async () => {
  const coachAnswer = await graphql(testApp.app, coach, ME);
  const athleteAnswer = await graphql(testApp.app, athlete, ME);
  expect(coachAnswer.data).toEqual({ currentPerson: { name: 'Alex Morgan' } });
  expect(athleteAnswer.data).toEqual({ currentPerson: { name: 'Jordan Hayes' } });
});

it('forgets what it kept once a mutation changes data', async () => {
  const before = await sessionIds();
  const created = await graphql<{ createSession: { sessionId: string } }>(
    testApp.app,
    coach,
    CREATE,
    {
      input: {
        clubId,
        kind: 'training',
        startTime: '2030-01-07T10:00:00Z',
        endTime: '2030-01-07T11:00:00Z',
      },
    },
  );
  const id = created.data!.createSession.sessionId;
  expect(before).not.toContain(id);
  expect(await sessionIds()).toContain(id);
});

it('forgets what it kept when any process announces a change', async () => {
  await graphql(testApp.app, coach, ME);
  const [coachRow] = await db()
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.email, 'coach@touchline.test'));
  await db().update(persons).set({ name: 'Alex Morgan-Reyes' }).where(eq(persons.id, coachRow!.id));
  // What another process (an upload's processing, the command line) sends on every change.
  await publishEvent(db(), { topic: 'clubUpdated', clubId });
  await expect
    .poll(async () => (await graphql(testApp.app, coach, ME)).data)
    .toEqual({ currentPerson: { name: 'Alex Morgan-Reyes' } });
  await db().update(persons).set({ name: 'Alex Morgan' }).where(eq(persons.id, coachRow!.id));
  await publishEvent(db(), { topic: 'clubUpdated', clubId });
});

it('keeps no answer that carries an error', async () => {
  const unknown = '00000000-0000-4000-8000-00000000abcd';
  const first = await graphql(testApp.app, coach, SESSIONS, { clubId: unknown });
  expect(first.errors).toBeDefined();
  const statements = await sqlStatementsDuring(db(), async () => {
    await graphql(testApp.app, coach, SESSIONS, { clubId: unknown });
  });
  // Asked again: the club is looked for again.
  expect(statements.some((statement) => /from "clubs"/.test(statement))).toBe(true);
});

it('answers identical requests arriving together with one computation', async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/graphql`;
  // A question not asked before, so nothing is kept for it yet.
  const body = JSON.stringify({ query: `${SESSIONS} # together`, variables: { clubId } });
  const ask = async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...coach.headers, 'content-type': 'application/json' },
      body,
    });
    return response.text();
  };
  let answers: string[] = [];
  const statements = await sqlStatementsDuring(db(), async () => {
    answers = await Promise.all(Array.from({ length: 5 }, ask));
  });
  expect(new Set(answers).size).toBe(1);
  expect(answers[0]).toContain('"nodes"');
  const sessionQueries = statements.filter((statement) => /from "sessions"/.test(statement));
  expect(sessionQueries).toHaveLength(1);
});

it('never shares one mutation answer between identical mutations', async () => {
  const input = {
    clubId,
    kind: 'training',
    startTime: '2030-02-04T10:00:00Z',
    endTime: '2030-02-04T11:00:00Z',
  };
  const created = await Promise.all(
    [1, 2].map(() =>
      graphql<{ createSession: { sessionId: string } }>(testApp.app, coach, CREATE, { input }),
    ),
  );
  const ids = created.map((answer) => answer.data!.createSession.sessionId);
  expect(new Set(ids).size).toBe(2);
});

const answer = (text: string) => ({
  body: new TextEncoder().encode(text),
  contentType: 'application/json',
});

describe('GraphqlResponseCache, on its own', () => {
  it('lets a request wait for the same one being answered, and share its answer', async () => {
    const cache = new GraphqlResponseCache();
    const key = cache.keyOf('person', 'UTC', '{"query":"{ a }"}');
    expect(cache.joinFlight(key)).toBeUndefined();
    const land = cache.takeOff(key);
    const waiting = cache.joinFlight(key);
    land(answer('{"data":{"a":1}}'));
    land(answer('{"data":{"a":2}}'));
    expect(new TextDecoder().decode((await waiting)!.body)).toBe('{"data":{"a":1}}');
    expect(cache.joinFlight(key)).toBeUndefined();
  });

  it('lets nobody join a request started before data changed', () => {
    const cache = new GraphqlResponseCache();
    const key = cache.keyOf('person', 'UTC', 'body');
    cache.takeOff(key);
    cache.clear();
    expect(cache.joinFlight(key)).toBeUndefined();
  });

  it('keeps an answer only when nothing changed while it was computed', () => {
    const cache = new GraphqlResponseCache();
    const key = cache.keyOf('person', 'UTC', 'body');
    const started = cache.currentGeneration;
    cache.clear();
    cache.set(key, answer('x').body, 'application/json', started);
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, answer('y').body, 'application/json', cache.currentGeneration);
    expect(cache.get(key)).toBeDefined();
  });

  it('keys answers by person, time zone and request', () => {
    const cache = new GraphqlResponseCache();
    const keys = new Set([
      cache.keyOf('a', 'UTC', 'q'),
      cache.keyOf('b', 'UTC', 'q'),
      cache.keyOf('a', 'Europe/London', 'q'),
      cache.keyOf('a', 'UTC', 'r'),
    ]);
    expect(keys.size).toBe(4);
  });

  it('forgets answers after ten seconds even when no change was announced', () => {
    let now = 0;
    const cache = new GraphqlResponseCache(() => now);
    const key = cache.keyOf('person', 'UTC', 'body');
    cache.set(key, answer('x').body, 'application/json', cache.currentGeneration);
    now = 9_999;
    expect(cache.get(key)).toBeDefined();
    now = 20_001;
    expect(cache.get(key)).toBeUndefined();
  });
});
