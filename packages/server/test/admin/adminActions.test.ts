import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../src/db/schema.js';
import { processRawTrackJob } from '../../src/modules/processing/index.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';
import { ask, auditRows, ERRORS } from './adminWorld.js';

// What provider staff do (docs/product/club-administration.md §7), each with its audit row.

let testApp: TestApp;
let staff: Session;
let clubId: string;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  clubId = await clubIdNamed(db(), 'Touchline FC');
  staff = await signIn(testApp.app, 'staff@touchline.test');
});
afterAll(() => testApp.close());

const CLUB = `id name sport suspended membersCount sessionsCount
  featureSwitches { name enabled } subscription { status kind subscriptionPortalUrl }`;

type Club = {
  id: string;
  name: string;
  suspended: boolean;
  membersCount: number;
  sessionsCount: number;
  featureSwitches: { name: string; enabled: boolean }[];
  subscription: { status: string; kind: string; subscriptionPortalUrl: string | null } | null;
};
type ClubPayload<K extends string> = Record<K, { club: Club | null; errors: unknown[] }>;

const lastAudit = async () => (await auditRows(testApp))[0]!;

describe('clubs', () => {
  it('lists and searches clubs with their members and sessions', async () => {
    const all = await ask<{ admin: { clubs: Club[] } }>(
      testApp,
      staff,
      `{ admin { clubs { ${CLUB} } } }`,
    );
    const fc = all.admin.clubs.find((club) => club.name === 'Touchline FC')!;
    expect(fc.membersCount).toBeGreaterThan(0);
    expect(fc.sessionsCount).toBeGreaterThanOrEqual(0);
    expect(fc.featureSwitches.length).toBeGreaterThan(20);
    const hoops = await ask<{ admin: { clubs: Club[] } }>(
      testApp,
      staff,
      `query ($search: String) { admin { clubs(search: $search) { name } } }`,
      { search: 'basketball' },
    );
    expect(hoops.admin.clubs.map((club) => club.name)).toEqual(['Touchline Hoops']);
  });

  it('suspends and reactivates a club, each with its audit row', async () => {
    const suspend = (suspended: boolean) =>
      ask<ClubPayload<'adminSetClubSuspended'>>(
        testApp,
        staff,
        `mutation ($clubId: ID!, $suspended: Boolean!) {
          adminSetClubSuspended(clubId: $clubId, suspended: $suspended) { club { ${CLUB} } ${ERRORS} } }`,
        { clubId, suspended },
      );
    expect((await suspend(true)).adminSetClubSuspended.club!.suspended).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'club.suspend',
      clubId,
      target: 'Touchline FC',
    });
    expect((await suspend(false)).adminSetClubSuspended.club!.suspended).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'club.unsuspend', clubId });
  });

  it('switches a feature and changes the subscription', async () => {
    const switched = await ask<ClubPayload<'adminSetFeatureSwitch'>>(
      testApp,
      staff,
      `mutation ($clubId: ID!) { adminSetFeatureSwitch(clubId: $clubId, name: chat, enabled: false) { club { ${CLUB} } ${ERRORS} } }`,
      { clubId },
    );
    const chat = switched.adminSetFeatureSwitch.club!.featureSwitches.find(
      (f) => f.name === 'chat',
    );
    expect(chat).toEqual({ name: 'chat', enabled: false });
    expect(await lastAudit()).toMatchObject({
      action: 'feature.switch',
      details: { feature: 'chat', enabled: false },
    });
    const SUBSCRIPTION = `mutation ($clubId: ID!, $input: AdminSubscriptionInput!) {
      adminSetSubscription(clubId: $clubId, input: $input) { club { ${CLUB} } ${ERRORS} } }`;
    const refused = await ask<ClubPayload<'adminSetSubscription'>>(testApp, staff, SUBSCRIPTION, {
      clubId,
      input: { status: 'paused', kind: 'Stripe', portalUrl: 'javascript:alert(1)' },
    });
    expect(refused.adminSetSubscription.errors).toEqual([
      {
        path: ['input', 'portalUrl'],
        fullMessages: ['The portal URL must be a web address starting with https://.'],
      },
    ]);
    const changed = await ask<ClubPayload<'adminSetSubscription'>>(testApp, staff, SUBSCRIPTION, {
      clubId,
      input: { status: 'paused', kind: 'Stripe', portalUrl: 'https://billing.example/p' },
    });
    expect(changed.adminSetSubscription.club!.subscription).toEqual({
      status: 'paused',
      kind: 'Stripe',
      subscriptionPortalUrl: 'https://billing.example/p',
    });
    expect(await lastAudit()).toMatchObject({ action: 'subscription.change', clubId });
  });

  it('creates a club with its first admin, and refuses bad input writing nothing', async () => {
    const CREATE = `mutation ($input: AdminCreateClubInput!) { adminCreateClub(input: $input) { club { ${CLUB} } ${ERRORS} } }`;
    const input = {
      name: 'Harbour Rovers',
      sport: 'rugby',
      timeZone: 'Europe/Dublin',
      defaultUnitSystem: 'metric',
      firstAdminEmail: 'nobody@nowhere.test',
    };
    const before = await auditRows(testApp);
    const refused = await ask<ClubPayload<'adminCreateClub'>>(testApp, staff, CREATE, { input });
    expect(refused.adminCreateClub.errors).toEqual([
      {
        path: ['input', 'firstAdminEmail'],
        fullMessages: ['There is no account for nobody@nowhere.test.'],
      },
    ]);
    const taken = await ask<ClubPayload<'adminCreateClub'>>(testApp, staff, CREATE, {
      input: { ...input, name: 'Touchline FC', firstAdminEmail: null },
    });
    expect(taken.adminCreateClub.errors).toEqual([
      { path: ['input', 'name'], fullMessages: ['A club named Touchline FC exists.'] },
    ]);
    expect(await auditRows(testApp)).toEqual(before);
    const created = await ask<ClubPayload<'adminCreateClub'>>(testApp, staff, CREATE, {
      input: { ...input, firstAdminEmail: 'subscriber@touchline.test' },
    });
    expect(created.adminCreateClub.club).toMatchObject({ name: 'Harbour Rovers', membersCount: 1 });
    expect(await lastAudit()).toMatchObject({ action: 'club.create', target: 'Harbour Rovers' });
  });
});

describe('people', () => {
  type Person = {
    id: string;
    email: string;
    touchlineStaff: boolean;
    memberships: { clubName: string }[];
  };
  const find = async (search: string) =>
    (
      await ask<{ admin: { people: Person[] } }>(
        testApp,
        staff,
        `query ($search: String!) { admin { people(search: $search) { id email touchlineStaff memberships { clubName role status admin } } } }`,
        { search },
      )
    ).admin.people;
  const STAFF_FLAG = `mutation ($personId: ID!, $on: Boolean!) {
    adminSetTouchlineStaff(personId: $personId, touchlineStaff: $on) { person { touchlineStaff } ${ERRORS} } }`;

  it('finds people by name or e-mail, with their clubs', async () => {
    const [coach] = await find('COACH@touchline');
    expect(coach!.memberships.map((m) => m.clubName)).toEqual(['Touchline FC', 'Touchline Hoops']);
  });

  it('toggles the provider-staff flag of others, never one’s own', async () => {
    const [coach] = await find('coach@touchline.test');
    const on = await ask<{ adminSetTouchlineStaff: { person: { touchlineStaff: boolean } } }>(
      testApp,
      staff,
      STAFF_FLAG,
      { personId: coach!.id, on: true },
    );
    expect(on.adminSetTouchlineStaff.person.touchlineStaff).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'person.staffFlag',
      details: { touchlineStaff: true },
    });
    await ask(testApp, staff, STAFF_FLAG, { personId: coach!.id, on: false });
    const [self] = await find('staff@touchline.test');
    const refused = await ask<{ adminSetTouchlineStaff: { errors: unknown[] } }>(
      testApp,
      staff,
      STAFF_FLAG,
      {
        personId: self!.id,
        on: false,
      },
    );
    expect(refused.adminSetTouchlineStaff.errors).toEqual([
      { path: ['personId'], fullMessages: ['You cannot change your own provider-staff flag.'] },
    ]);
    const [stored] = await db().select().from(persons).where(eq(persons.id, self!.id));
    expect(stored!.touchlineStaff).toBe(true);
  });

  it('makes a password-reset link, recorded without its secret', async () => {
    const [athlete] = await find('athlete@touchline.test');
    const made = await ask<{ adminCreatePasswordResetLink: { path: string; expiresAt: string } }>(
      testApp,
      staff,
      `mutation ($personId: ID!) { adminCreatePasswordResetLink(personId: $personId) { path expiresAt ${ERRORS} } }`,
      { personId: athlete!.id },
    );
    const { path, expiresAt } = made.adminCreatePasswordResetLink;
    expect(path).toMatch(/^\/api\/auth\/password_reset\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'person.passwordResetLink' });
    expect(JSON.stringify(audit)).not.toContain(path.split('/').at(-1));
  });
});

describe('system health and jobs', () => {
  it('answers queue depths, workers, the database size and the version; retries a failed job', async () => {
    const { jobs } = testApp.app.touchline;
    const jobId = await processRawTrackJob.send(jobs, {
      clubId,
      sessionId: clubId,
      rawTrackId: clubId,
    });
    // As pg-boss leaves a job after its last retry.
    await db().execute(
      sql`update pgboss.job set state = 'failed', output = '{"message":"The engine stopped"}'
        where id = ${jobId}::uuid`,
    );
    type Health = {
      admin: {
        systemHealth: {
          version: string;
          databaseSizeBytes: number;
          liveWorkers: number;
          queues: { queue: string; failed: number }[];
          failedJobs: { id: string; error: string | null }[];
        };
      };
    };
    const health = await ask<Health>(
      testApp,
      staff,
      `{ admin { systemHealth { version databaseSizeBytes liveWorkers
        queues { queue created retry active completed failed } failedJobs { id queue state error createdAt } } } }`,
    );
    const { systemHealth } = health.admin;
    expect(systemHealth.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(systemHealth.databaseSizeBytes).toBeGreaterThan(1_000_000);
    expect(systemHealth.liveWorkers).toBe(0);
    expect(systemHealth.queues.find((q) => q.queue === 'process-raw-track')!.failed).toBe(1);
    expect(systemHealth.failedJobs).toContainEqual(
      expect.objectContaining({ id: jobId, error: 'The engine stopped' }),
    );
    const retried = await ask<{ adminRetryJob: { job: { state: string } } }>(
      testApp,
      staff,
      `mutation ($jobId: ID!) { adminRetryJob(jobId: $jobId) { job { state } ${ERRORS} } }`,
      { jobId },
    );
    expect(retried.adminRetryJob.job.state).toBe('retry');
    expect(await lastAudit()).toMatchObject({ action: 'job.retry', details: { jobId } });
  });
});

describe('the audit log', () => {
  it('reads newest first, paged and searchable', async () => {
    type Page = {
      admin: {
        auditLog: {
          totalCount: number;
          entries: { action: string; actorName: string; clubName: string | null }[];
        };
      };
    };
    const QUERY = `query ($search: String, $limit: Int, $offset: Int) {
      admin { auditLog(search: $search, limit: $limit, offset: $offset) { totalCount entries { id at actorName action clubName target details } } } }`;
    const first = await ask<Page>(testApp, staff, QUERY, { limit: 2 });
    const rows = await auditRows(testApp);
    expect(first.admin.auditLog.totalCount).toBe(rows.length);
    expect(first.admin.auditLog.entries.map((entry) => entry.action)).toEqual(
      rows.slice(0, 2).map((row) => row.action),
    );
    const second = await ask<Page>(testApp, staff, QUERY, { limit: 2, offset: 2 });
    expect(second.admin.auditLog.entries.map((entry) => entry.action)).toEqual(
      rows.slice(2, 4).map((row) => row.action),
    );
    const suspensions = await ask<Page>(testApp, staff, QUERY, { search: 'suspend' });
    expect(suspensions.admin.auditLog.entries.map((entry) => entry.action)).toEqual([
      'club.unsuspend',
      'club.suspend',
    ]);
    expect(suspensions.admin.auditLog.entries[0]).toMatchObject({
      actorName: 'Priya Natarajan',
      clubName: 'Touchline FC',
    });
  });
});

it('refuses what pg-boss does not know as not found', async () => {
  const answer = await graphql<{ adminRetryJob: { errors: unknown[] } }>(
    testApp.app,
    staff,
    `mutation { adminRetryJob(jobId: "not-a-job") { job { id } ${ERRORS} } }`,
  );
  expect(answer.data!.adminRetryJob.errors).toEqual([
    { path: ['jobId'], fullMessages: ['Job not found'] },
  ]);
});
