import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { persons } from '../src/db/schema.js';
import { createDashboardClub, seedProcessedSession } from './support/dashboardFixtures.js';
import { DASHBOARD_QUERY, TEAM_WEEKLY_OVERVIEW_QUERY } from './support/dashboardQueries.js';
import { addAthletes } from './support/sessionFixtures.js';
import { mostRepeatedStatement, sqlStatementsDuring } from './support/sqlStatements.js';
import { signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

// Monday 16 Nov 2026 in UTC (the requests send no zone).
const WEEK = { startTime: '2026-11-16T00:00:00Z', endTime: '2026-11-23T00:00:00Z' };
const DAY = 86_400_000;

let testApp: TestApp;
let coach: Session;
let coachId: string;

const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  vi.useFakeTimers({
    toFake: ['Date'],
    now: new Date('2026-11-22T20:00:00Z'),
    shouldAdvanceTime: true,
  });
  testApp = await startTestApp({ workers: false });
  const [person] = await db()
    .select()
    .from(persons)
    .where(eq(persons.email, 'coach@touchline.test'));
  coachId = person!.id;
  coach = await signIn(testApp.app, 'coach@touchline.test');
});
afterAll(async () => {
  await testApp.close();
  vi.useRealTimers();
});

/** A club with `sessionCount` sessions of `athleteCount` athletes, one a day up to yesterday. */
async function clubWith(name: string, sessionCount: number, athleteCount: number) {
  const clubId = await createDashboardClub(db(), name, coachId);
  const names = Array.from({ length: athleteCount }, (_, a) => `${name} ${a}`);
  const athleteIds = await addAthletes(db(), clubId, names);
  for (let s = sessionCount; s >= 1; s -= 1) {
    const startTime = new Date(Date.UTC(2026, 10, 22, 10) - s * DAY).toISOString();
    await seedProcessedSession(
      db(),
      clubId,
      startTime,
      athleteIds.map((athleteId, a) => ({ athleteId, distanceM: 5000 + a })),
    );
  }
  return clubId;
}

/** The SQL statements of the dashboard's one batched HTTP request. */
function statementsOfDashboard(clubId: string): Promise<string[]> {
  return sqlStatementsDuring(db(), async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: coach.headers,
      payload: [
        { query: DASHBOARD_QUERY, variables: { clubId } },
        { query: TEAM_WEEKLY_OVERVIEW_QUERY, variables: { clubId, ...WEEK } },
      ],
    });
    const answers = response.json<{ errors?: unknown }[]>();
    expect(answers).toHaveLength(2);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
  });
}

it('costs a few SQL statements for 12 sessions of 24 athletes, none per session or athlete', async () => {
  const statements = await statementsOfDashboard(await clubWith('Large Club', 12, 24));
  expect(statements.length).toBeLessThanOrEqual(10);
  expect(mostRepeatedStatement(statements)).toBeLessThanOrEqual(3);
});
