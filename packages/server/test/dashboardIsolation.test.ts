import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../src/db/schema.js';
import { createAccount } from '../src/modules/people/accounts.service.js';
import { seedProcessedSession } from './support/dashboardFixtures.js';
import { DASHBOARD_QUERY, TEAM_WEEKLY_OVERVIEW_QUERY } from './support/dashboardQueries.js';
import { clubIdNamed, createRivalClub } from './support/rivalClub.js';
import { addAthletes } from './support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = { message: 'Club not found', extensions: { code: 'NOT_FOUND' } };
const RIVAL_PASSWORD = 'rivals-password';
// Monday 16 Nov 2026 in UTC, the zone these requests send (none).
const WEEK = { startTime: '2026-11-16T00:00:00Z', endTime: '2026-11-23T00:00:00Z' };

let testApp: TestApp;
let coach: Session;
let pending: Session;
let rivalCoach: Session;
let footballId: string;
let rivalClubId: string;

const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  footballId = await clubIdNamed(db(), 'Touchline FC');
  rivalClubId = (await createRivalClub(db())).clubId;
  const [rivalAthlete] = await addAthletes(db(), rivalClubId, ['Secret Striker']);
  await seedProcessedSession(db(), rivalClubId, '2026-11-17T10:00:00Z', [
    { athleteId: rivalAthlete!, distanceM: 7000 },
  ]);
  const person = await createAccount(db(), {
    email: 'coach@rivals.test',
    name: 'Rival Coach',
    password: RIVAL_PASSWORD,
  });
  await db()
    .insert(memberships)
    .values({ clubId: rivalClubId, personId: person.id, role: 'staff', status: 'approved' });
  coach = await signIn(testApp.app, 'coach@touchline.test');
  pending = await signIn(testApp.app, 'pending@touchline.test');
  rivalCoach = await signIn(testApp.app, 'coach@rivals.test', RIVAL_PASSWORD);
});
afterAll(() => testApp.close());

const OPERATIONS = {
  DashboardQuery: { query: DASHBOARD_QUERY, variables: {} },
  TeamWeeklyOverviewQuery: { query: TEAM_WEEKLY_OVERVIEW_QUERY, variables: WEEK },
};

describe.each(Object.entries(OPERATIONS))('%s', (_name, { query, variables }) => {
  const run = (session: Session, clubId: string) =>
    graphql<{ club: unknown }>(testApp.app, session, query, { ...variables, clubId });

  it('answers another club exactly like an unknown or malformed id, with no data', async () => {
    const unknown = await run(coach, UNKNOWN);
    expect(unknown.data).toEqual({ club: null });
    expect(unknown.errors).toEqual([expect.objectContaining({ ...NOT_FOUND, path: ['club'] })]);
    for (const id of [rivalClubId, 'not-a-uuid', '']) {
      expect(await run(coach, id)).toEqual(unknown);
    }
    expect(JSON.stringify(await run(coach, rivalClubId))).not.toContain('Secret');
  });

  it('tells a member of another club and a pending member nothing of ours', async () => {
    const unknown = await run(rivalCoach, UNKNOWN);
    expect(await run(rivalCoach, footballId)).toEqual(unknown);
    const pendingAnswer = await run(pending, footballId);
    expect(pendingAnswer.data).toEqual({ club: null });
    expect(pendingAnswer.errors).toEqual([expect.objectContaining(NOT_FOUND)]);
  });

  it("answers members with their own club's data", async () => {
    const answer = await run(rivalCoach, rivalClubId);
    expect(answer.errors).toBeUndefined();
    expect(JSON.stringify(answer.data)).toContain(
      query === DASHBOARD_QUERY ? '7000' : 'Secret Striker',
    );
  });
});
