import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptViewers, type KnownViewer } from '../src/access/KeptViewers.js';
import { memberships, persons } from '../src/db/schema.js';
import { clubIdNamed } from './support/rivalClub.js';
import { sqlStatementsDuring } from './support/sqlStatements.js';
import { graphql, signIn, startTestApp, type TestApp } from './support/testApp.js';

// The production default: who a cookie belongs to is kept with the answers.
let testApp: TestApp;
let clubId: string;
const db = () => testApp.testDatabase.database.db;

// A new question each time (a comment is enough), so no kept answer stands in for the server.
const club = (ask: number) => `query ($clubId: ID!) { club(id: $clubId) { id } } # ${ask}`;
const REMOVE = `mutation ($id: ID!) { removeMember(id: $id) { removedId errors { path fullMessages } } }`;

beforeAll(async () => {
  testApp = await startTestApp({ keepAnswers: true });
  clubId = await clubIdNamed(db(), 'Touchline FC');
});
afterAll(() => testApp.close());

it("reads a person's session and memberships once for their requests in a row", async () => {
  const coach = await signIn(testApp.app, 'coach@touchline.test');
  await graphql(testApp.app, coach, club(1), { clubId });
  const statements = await sqlStatementsDuring(db(), async () => {
    const again = await graphql(testApp.app, coach, club(2), { clubId });
    expect(again.data).toEqual({ club: { id: clubId } });
  });
  expect(statements.filter((statement) => /auth_sessions|memberships/.test(statement))).toEqual([]);
});

it('refuses a cookie at once after its session signed out', async () => {
  const staff = await signIn(testApp.app, 'staff@touchline.test');
  expect((await graphql(testApp.app, staff, club(3), { clubId })).status).toBe(200);
  const signedOut = await testApp.app.inject({
    method: 'DELETE',
    url: '/api/auth/identities/sign_out',
    headers: staff.headers,
  });
  expect(signedOut.statusCode).toBe(204);
  expect((await graphql(testApp.app, staff, club(4), { clubId })).status).toBe(401);
});

it('takes the club away at once from a member an admin removed', async () => {
  const coach = await signIn(testApp.app, 'coach@touchline.test');
  const athlete = await signIn(testApp.app, 'athlete@touchline.test');
  expect((await graphql(testApp.app, athlete, club(5), { clubId })).data).toEqual({
    club: { id: clubId },
  });
  const [membership] = await db()
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(persons, eq(persons.id, memberships.personId))
    .where(and(eq(persons.email, 'athlete@touchline.test'), eq(memberships.clubId, clubId)));
  const removed = await graphql(testApp.app, coach, REMOVE, { id: membership!.id });
  expect(removed.data).toEqual({ removeMember: { removedId: membership!.id, errors: [] } });
  const after = await graphql(testApp.app, athlete, club(6), { clubId });
  expect(after.errors?.[0]?.message).toBe('Club not found');
});

const known = (personId: string): KnownViewer => ({
  viewer: { personId, identityId: 'identity', sessionId: 'session', touchlineStaff: false },
  memberships: [],
});

describe('KeptViewers, on its own', () => {
  it('reads a cookie again once anything changed, or after ten seconds', async () => {
    let now = 0;
    let reads = 0;
    const viewers = new KeptViewers(() => now);
    const read = () => {
      reads += 1;
      return Promise.resolve(known('a'));
    };
    await viewers.of('token', read);
    await viewers.of('token', read);
    expect(reads).toBe(1);
    viewers.clear();
    await viewers.of('token', read);
    expect(reads).toBe(2);
    now = 10_001;
    await viewers.of('token', read);
    expect(reads).toBe(3);
  });

  it('keeps neither an unknown cookie nor what was read across a change', async () => {
    const viewers = new KeptViewers();
    let reads = 0;
    const unknown = () => {
      reads += 1;
      return Promise.resolve(null);
    };
    await viewers.of('unknown', unknown);
    await viewers.of('unknown', unknown);
    expect(reads).toBe(2);
    const read = () => {
      reads += 1;
      viewers.clear(); // a sign-out while the cookie was being read
      return Promise.resolve(known('b'));
    };
    await viewers.of('raced', read);
    await viewers.of('raced', read);
    expect(reads).toBe(4);
  });
});
