import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubIdNamed } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';
import { auditRows, ERRORS } from './adminWorld.js';

// Admin Functions are provider staff's alone (docs/product/club-administration.md §1, §7):
// everyone else is answered as if they did not exist, and nothing they send is written.

let testApp: TestApp;
let clubId: string;
const others: Record<string, Session> = {};

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  clubId = await clubIdNamed(testApp.testDatabase.database.db, 'Touchline FC');
  others['club admin'] = await signIn(testApp.app, 'coach@touchline.test');
  others.athlete = await signIn(testApp.app, 'athlete@touchline.test');
  others['pending member'] = await signIn(testApp.app, 'pending@touchline.test');
});
afterAll(() => testApp.close());

const MUTATIONS: [string, string, (ids: { clubId: string; id: string }) => object][] = [
  [
    'adminCreateClub',
    `mutation ($input: AdminCreateClubInput!) { adminCreateClub(input: $input) { club { id } ${ERRORS} } }`,
    () => ({
      input: {
        name: 'Sneaky FC',
        sport: 'rugby',
        timeZone: 'Europe/London',
        defaultUnitSystem: 'metric',
      },
    }),
  ],
  [
    'adminSetClubSuspended',
    `mutation ($clubId: ID!) { adminSetClubSuspended(clubId: $clubId, suspended: true) { club { id } ${ERRORS} } }`,
    (ids) => ({ clubId: ids.clubId }),
  ],
  [
    'adminSetFeatureSwitch',
    `mutation ($clubId: ID!) { adminSetFeatureSwitch(clubId: $clubId, name: chat, enabled: true) { club { id } ${ERRORS} } }`,
    (ids) => ({ clubId: ids.clubId }),
  ],
  [
    'adminSetSubscription',
    `mutation ($clubId: ID!) { adminSetSubscription(clubId: $clubId, input: { status: unpaid, kind: Manual }) { club { id } ${ERRORS} } }`,
    (ids) => ({ clubId: ids.clubId }),
  ],
  [
    'adminSetTouchlineStaff',
    `mutation ($personId: ID!) { adminSetTouchlineStaff(personId: $personId, touchlineStaff: true) { person { id } ${ERRORS} } }`,
    (ids) => ({ personId: ids.id }),
  ],
  [
    'adminCreatePasswordResetLink',
    `mutation ($personId: ID!) { adminCreatePasswordResetLink(personId: $personId) { path ${ERRORS} } }`,
    (ids) => ({ personId: ids.id }),
  ],
  [
    'adminReprocessSession',
    `mutation ($sessionId: ID!) { adminReprocessSession(sessionId: $sessionId) { sessionDiagnostics { sessionId } ${ERRORS} } }`,
    (ids) => ({ sessionId: ids.id }),
  ],
  [
    'adminRetryJob',
    `mutation ($jobId: ID!) { adminRetryJob(jobId: $jobId) { job { id } ${ERRORS} } }`,
    (ids) => ({ jobId: ids.id }),
  ],
];

describe.each(['club admin', 'athlete', 'pending member'])('to a %s', (role) => {
  it('the admin field is null with NOT_FOUND, as an unknown path', async () => {
    const answer = await graphql(testApp.app, others[role]!, '{ admin { clubs { id name } } }');
    expect(answer.data).toEqual({ admin: null });
    expect(answer.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      ['Not found.', 'NOT_FOUND'],
    ]);
  });

  it.each(MUTATIONS)('%s answers Not found. and writes nothing', async (name, query, vars) => {
    const before = await auditRows(testApp);
    const answer = await graphql<Record<string, { errors: unknown[] }>>(
      testApp.app,
      others[role]!,
      query,
      vars({ clubId, id: randomUUID() }),
    );
    expect(answer.errors).toBeUndefined();
    const errors = answer.data![name]!.errors as { fullMessages: string[] }[];
    expect(errors.map((error) => error.fullMessages)).toEqual([['Not found.']]);
    expect(await auditRows(testApp)).toEqual(before);
  });

  it('the raw file download answers 404', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/uploads/${randomUUID()}`,
      headers: others[role]!.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });
});
