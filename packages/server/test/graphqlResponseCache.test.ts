import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
  // The session cookie is still checked; nothing else runs.
  expect(statements).toHaveLength(1);
  expect(statements[0]).toMatch(/auth_sessions/);
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
  expect(statements.length).toBeGreaterThan(1);
});
