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
const SHELL = `query ($clubId: ID!) {
  club(id: $clubId) { id name }
  currentPerson { id name }
  feature(clubId: $clubId, name: csv_exports) { enabled }
}`;
const RENAME = `mutation ($clubId: ID!, $input: ClubSettingsInput!) {
  updateClubSettings(clubId: $clubId, input: $input) { errors { path fullMessages } } }`;
const REMOVE = `mutation ($id: ID!) { removeMember(id: $id) { removedId errors { path fullMessages } } }`;

beforeAll(async () => {
  testApp = await startTestApp({ keepAnswers: true });
  clubId = await clubIdNamed(db(), 'Touchline FC');
});
afterAll(() => testApp.close());

it("reads a person's session, memberships, person, clubs and switches once for their requests in a row", async () => {
  const coach = await signIn(testApp.app, 'coach@touchline.test');
  const first = await graphql(testApp.app, coach, `${SHELL} # 1`, { clubId });
  const statements = await sqlStatementsDuring(db(), async () => {
    const again = await graphql(testApp.app, coach, `${SHELL} # 2`, { clubId });
    expect(again.data).toEqual(first.data);
  });
  expect(first.data).toMatchObject({ club: { id: clubId }, feature: { enabled: true } });
  expect(statements).toEqual([]);
});

it("shows another person's change of the club on the next request", async () => {
  const coach = await signIn(testApp.app, 'coach@touchline.test');
  const staff = await signIn(testApp.app, 'staff@touchline.test');
  await graphql(testApp.app, staff, `${SHELL} # 3`, { clubId });
  const renamed = await graphql(testApp.app, coach, RENAME, {
    clubId,
    input: {
      name: 'Renamed FC',
      timeZone: 'Europe/London',
      defaultUnitSystem: 'metric',
      suggestedSegmentTitles: [],
    },
  });
  expect(renamed.data).toEqual({ updateClubSettings: { errors: [] } });
  const after = await graphql(testApp.app, staff, `${SHELL} # 4`, { clubId });
  expect(after.data).toMatchObject({ club: { name: 'Renamed FC' } });
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
  rows: { person: null, clubs: [], featureSwitches: [] },
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
