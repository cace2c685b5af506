import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';
import { clubIdNamed, createRivalClub } from './support/rivalClub.js';

const NOT_FOUND = { message: 'Club not found', extensions: { code: 'NOT_FOUND' } };
const UNKNOWN_CLUB = '00000000-0000-4000-8000-000000000000';

const CLUB = `query ($id: ID!) { club(id: $id) { id name suspended flexibleReportsCount } }`;
const SUBSCRIPTION = `query ($id: ID!) {
  club(id: $id) { organisation { name activeSubscription { subscriptionPortalUrl } } }
}`;
const FEATURE = `query ($clubId: ID!) { feature(clubId: $clubId, name: csv_exports) { name enabled } }`;
const PERMISSION = `query ($clubId: ID, $subject: PermissionSubject!, $subjectId: ID) {
  permission(requestedAction: Show, clubId: $clubId, subject: $subject, subjectId: $subjectId) {
    permitted
  }
}`;

let testApp: TestApp;
let coach: Session;
let athlete: Session;
let pending: Session;
let footballId: string;
let hoopsId: string;
let rival: Awaited<ReturnType<typeof createRivalClub>>;

beforeAll(async () => {
  testApp = await startTestApp();
  const { db } = testApp.testDatabase.database;
  rival = await createRivalClub(db);
  footballId = await clubIdNamed(db, 'Touchline FC');
  hoopsId = await clubIdNamed(db, 'Touchline Hoops');
  coach = await signIn(testApp.app, 'coach@touchline.test');
  athlete = await signIn(testApp.app, 'athlete@touchline.test');
  pending = await signIn(testApp.app, 'pending@touchline.test');
});
afterAll(() => testApp.close());

describe('currentPerson', () => {
  it('lists approved clubs by name, filtered case-insensitively', async () => {
    const all = await graphql(testApp.app, coach, '{ currentPerson { clubs { name } } }');
    expect(all.data).toEqual({
      currentPerson: { clubs: [{ name: 'Touchline FC' }, { name: 'Touchline Hoops' }] },
    });
    const filtered = await graphql(
      testApp.app,
      coach,
      '{ currentPerson { clubs(nameCont: "HOOP") { name sportDefinition { id isIndoor } } } }',
    );
    expect(filtered.data).toEqual({
      currentPerson: {
        clubs: [{ name: 'Touchline Hoops', sportDefinition: { id: 'basketball', isIndoor: true } }],
      },
    });
  });

  it('gives a pending member no clubs, staff or athlete record', async () => {
    const answer = await graphql(
      testApp.app,
      pending,
      `
        query ($id: ID!) {
          currentPerson {
            clubs {
              id
            }
            staff(clubId: $id) {
              id
            }
            athlete(clubId: $id) {
              id
            }
          }
        }
      `,
      { id: footballId },
    );
    expect(answer.data).toEqual({ currentPerson: { clubs: [], staff: null, athlete: null } });
  });

  it('gives an athlete their athlete record, and staff their staff record, per club', async () => {
    const query = `query ($id: ID!) { currentPerson { initials staff(clubId: $id) { id } athlete(clubId: $id) { name initials } } }`;
    const asAthlete = await graphql(testApp.app, athlete, query, { id: footballId });
    expect(asAthlete.data).toEqual({
      currentPerson: {
        initials: 'JH',
        staff: null,
        athlete: { name: 'Jordan Hayes', initials: 'JH' },
      },
    });
    const asCoach = await graphql<{ currentPerson: { staff: { id: string } | null } }>(
      testApp.app,
      coach,
      query,
      { id: rival.clubId },
    );
    expect(asCoach.data?.currentPerson.staff).toBeNull();
  });

  it("answers a person's own subscription", async () => {
    const subscriber = await signIn(testApp.app, 'subscriber@touchline.test');
    const answer = await graphql<{ currentPerson: { clubs: unknown[]; subscription: unknown } }>(
      testApp.app,
      subscriber,
      '{ currentPerson { clubs { id } subscription { id status kind } } }',
    );
    expect(answer.data?.currentPerson.clubs).toEqual([]);
    expect(answer.data?.currentPerson.subscription).toMatchObject({ status: 'active' });
  });
});

describe('club(id)', () => {
  it('answers a member', async () => {
    const answer = await graphql(testApp.app, coach, CLUB, { id: hoopsId });
    expect(answer.data).toEqual({
      club: { id: hoopsId, name: 'Touchline Hoops', suspended: false, flexibleReportsCount: 0 },
    });
  });

  it.each([
    ['another club', () => rival.clubId],
    ['a club that does not exist', () => UNKNOWN_CLUB],
    ['an id that is not a UUID', () => 'not-an-id'],
  ])('answers %s with the same NOT_FOUND', async (_case, id) => {
    const answer = await graphql(testApp.app, coach, CLUB, { id: id() });
    expect(answer.data).toEqual({ club: null });
    expect(answer.errors).toMatchObject([NOT_FOUND]);
  });

  it('gives a pending member nothing', async () => {
    const answer = await graphql(testApp.app, pending, CLUB, { id: footballId });
    expect(answer.errors).toMatchObject([NOT_FOUND]);
  });
});

describe('organisation.activeSubscription', () => {
  it('answers club staff', async () => {
    const answer = await graphql(testApp.app, coach, SUBSCRIPTION, { id: footballId });
    expect(answer.data).toEqual({
      club: {
        organisation: {
          name: 'Touchline Football Club Ltd',
          activeSubscription: { subscriptionPortalUrl: 'https://billing.touchline.test/portal' },
        },
      },
    });
  });

  it('is FORBIDDEN to an athlete', async () => {
    const answer = await graphql(testApp.app, athlete, SUBSCRIPTION, { id: footballId });
    expect(answer.errors).toMatchObject([
      {
        message: 'Only club staff can manage the subscription',
        extensions: { code: 'FORBIDDEN' },
      },
    ]);
  });

  it("is unreachable for another club's organisation", async () => {
    const answer = await graphql(testApp.app, coach, SUBSCRIPTION, { id: rival.clubId });
    expect(answer.data).toEqual({ club: null });
    expect(answer.errors).toMatchObject([NOT_FOUND]);
  });
});

describe('feature(clubId, name)', () => {
  it('answers members; a switch with no row is off', async () => {
    const on = await graphql(testApp.app, athlete, FEATURE, { clubId: footballId });
    expect(on.data).toEqual({ feature: { name: 'csv_exports', enabled: true } });
    const off = await graphql(testApp.app, coach, FEATURE, { clubId: hoopsId });
    expect(off.data).toEqual({ feature: { name: 'csv_exports', enabled: false } });
  });

  it.each([
    ['another club', () => rival.clubId],
    ['a club that does not exist', () => UNKNOWN_CLUB],
  ])('answers %s with the same NOT_FOUND', async (_case, clubId) => {
    const answer = await graphql(testApp.app, coach, FEATURE, { clubId: clubId() });
    expect(answer.data).toBeNull();
    expect(answer.errors).toMatchObject([NOT_FOUND]);
  });

  it('gives a pending member nothing', async () => {
    const answer = await graphql(testApp.app, pending, FEATURE, { clubId: footballId });
    expect(answer.errors).toMatchObject([NOT_FOUND]);
  });
});

describe('permission', () => {
  const ask = (session: Session, variables: Record<string, unknown>) =>
    graphql<{ permission: { permitted: boolean } }>(
      testApp.app,
      session,
      PERMISSION,
      variables,
    ).then((answer) => answer.data?.permission.permitted);

  it('permits what the policy permits in the member club', async () => {
    expect(await ask(coach, { clubId: footballId, subject: 'Session' })).toBe(true);
    expect(await ask(athlete, { clubId: footballId, subject: 'Session' })).toBe(true);
  });

  it('permits nothing in another club, whatever clubId the caller claims', async () => {
    expect(await ask(coach, { clubId: rival.clubId, subject: 'Session' })).toBe(false);
    expect(await ask(coach, { clubId: UNKNOWN_CLUB, subject: 'Session' })).toBe(false);
    expect(
      await ask(coach, { clubId: footballId, subject: 'Athlete', subjectId: rival.athleteId }),
    ).toBe(false);
    expect(
      await ask(coach, { clubId: footballId, subject: 'Report', subjectId: rival.reportId }),
    ).toBe(false);
  });

  it('does not permit a subject id that cannot be found', async () => {
    expect(
      await ask(coach, { clubId: footballId, subject: 'Session', subjectId: UNKNOWN_CLUB }),
    ).toBe(false);
  });

  it('gives a pending member nothing', async () => {
    expect(await ask(pending, { clubId: footballId, subject: 'Session' })).toBe(false);
  });
});
