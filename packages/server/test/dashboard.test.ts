import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { persons } from '../src/db/schema.js';
import { createDashboardClub, seedProcessedSession } from './support/dashboardFixtures.js';
import { DASHBOARD_QUERY, TEAM_WEEKLY_OVERVIEW_QUERY } from './support/dashboardQueries.js';
import { addAthletes } from './support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

// Sunday 1 Nov 2026: London went back to GMT a week ago, New York does so today at 06:00 UTC.
const NOW = new Date('2026-11-01T12:00:00Z');

let testApp: TestApp;
let coach: Session;
let clubId: string;
const ids: Record<string, string> = {};

const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  testApp = await startTestApp({ workers: false });
  const [person] = await db()
    .select()
    .from(persons)
    .where(eq(persons.email, 'coach@touchline.test'));
  clubId = await createDashboardClub(db(), 'Dashboard Rovers', person!.id);
  const [a, b, c] = await addAthletes(db(), clubId, ['Ada Ames', 'Bo Berg', 'Cy Cole']);
  const seed = (name: string, at: string, days: Parameters<typeof seedProcessedSession>[3]) =>
    seedProcessedSession(db(), clubId, at, days).then((id) => (ids[name] = id));
  await seed('s1', '2026-10-02T22:59:00Z', [{ athleteId: a!, distanceM: 1000 }]);
  await seed('s2', '2026-10-02T23:00:00Z', [{ athleteId: a!, distanceM: 2000 }]);
  await seed('s3', '2026-10-24T23:30:00Z', [
    { athleteId: a!, distanceM: 3000, sprints: 2, maxSpeedKph: 27 },
  ]);
  await seed('s4', '2026-10-25T23:30:00Z', [
    { athleteId: a!, distanceM: 4000, sprints: 4, maxSpeedKph: 31 },
  ]);
  await seed('s5', '2026-10-26T00:00:00Z', [
    { athleteId: a!, distanceM: null },
    { athleteId: b!, distanceM: null },
  ]);
  await seed('s6', '2026-10-31T10:00:00Z', [
    { athleteId: a!, distanceM: 4500, sprints: 3, maxSpeedKph: 29 },
  ]);
  await seed('s7', '2026-11-01T10:00:00Z', [
    { athleteId: a!, distanceM: 6000, sprints: 5, maxSpeedKph: 30 },
    { athleteId: b!, distanceM: 4000, sprints: 3, maxSpeedKph: 28 },
    { athleteId: c!, distanceM: null },
  ]);
  await seed('planned', '2026-11-03T10:00:00Z', [{ athleteId: a!, distanceM: 9999 }]);
  coach = await signIn(testApp.app, 'coach@touchline.test');
});
afterAll(async () => {
  await testApp.close();
  vi.useRealTimers();
});

interface Dashboard {
  club: {
    lastSession: {
      id: string;
      sessionMetricSet: Record<string, number>;
      previousSession: { id: string };
    };
    lastThirtyDaysSessions: { id: string }[];
    lastThirtyDays: {
      date: string;
      startTime: string;
      avgDistanceM: number;
      sessionCount: number;
    }[];
  };
}

const dashboard = async (timeZone: string) => {
  const answer = await graphql<Dashboard>(
    testApp.app,
    coach,
    DASHBOARD_QUERY,
    { clubId },
    { 'x-time-zone': timeZone },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.club;
};

const daysWithSessions = (club: Dashboard['club']) =>
  Object.fromEntries(
    club.lastThirtyDays
      .filter((day) => day.sessionCount > 0)
      .map((day) => [day.date, day.avgDistanceM]),
  );

describe('DashboardQuery', () => {
  it('compares the last session that has started with the one before it', async () => {
    const club = await dashboard('Europe/London');
    expect(club.lastSession.id).toBe(ids.s7);
    expect(club.lastSession.previousSession.id).toBe(ids.s6);
    expect(club.lastSession.sessionMetricSet).toEqual({
      totalDistanceM: 10_000,
      avgTotalDistanceM: 5000,
      avgSprintEvents: 4,
      totalSprintDistanceM: 250,
      avgTotalSprintDistanceM: 125,
      totalHighIntensityDistanceM: 1000,
      avgTotalHighIntensityDistanceM: 500,
    });
  });

  it("buckets the last 30 days by the browser's zone, across the clock change", async () => {
    const london = await dashboard('Europe/London');
    expect(london.lastThirtyDays).toHaveLength(30);
    expect(london.lastThirtyDays[0]).toMatchObject({
      date: '2026-10-03',
      startTime: '2026-10-02T23:00:00.000Z',
    });
    expect(london.lastThirtyDays.at(-1)!.date).toBe('2026-11-01');
    // 00:30 BST and 23:30 GMT are both 25 October; 26 October has one session at 0.
    expect(daysWithSessions(london)).toEqual({
      '2026-10-03': 2000,
      '2026-10-25': 7000,
      '2026-10-26': 0,
      '2026-10-31': 4500,
      '2026-11-01': 5000,
    });
    expect(london.lastThirtyDaysSessions.map((session) => session.id)).toEqual(
      ['s2', 's3', 's4', 's5', 's6', 's7'].map((name) => ids[name]),
    );

    const newYork = await dashboard('America/New_York');
    expect(daysWithSessions(newYork)).toEqual({
      '2026-10-24': 3000,
      '2026-10-25': 4000,
      '2026-10-31': 4500,
      '2026-11-01': 5000,
    });
    expect(newYork.lastThirtyDays[0]!.startTime).toBe('2026-10-03T04:00:00.000Z');

    const auckland = await dashboard('Pacific/Auckland');
    expect(auckland.lastThirtyDays.at(-1)!.date).toBe('2026-11-02');
    expect(daysWithSessions(auckland)).toEqual({
      '2026-10-25': 3000,
      '2026-10-26': 4000,
      '2026-10-31': 4500,
      '2026-11-01': 5000,
    });
  });

  it('answers a club without sessions with 30 empty days and no last session', async () => {
    const [person] = await db()
      .select()
      .from(persons)
      .where(eq(persons.email, 'coach@touchline.test'));
    const emptyClubId = await createDashboardClub(db(), 'Dashboard Empty', person!.id);
    const answer = await graphql<Dashboard>(testApp.app, coach, DASHBOARD_QUERY, {
      clubId: emptyClubId,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.club.lastSession).toBeNull();
    expect(answer.data!.club.lastThirtyDaysSessions).toEqual([]);
    expect(answer.data!.club.lastThirtyDays.every((day) => day.avgDistanceM === 0)).toBe(true);
  });
});

type WeekRow = { athlete: { name: string }; sessionCount: number } & Record<string, number | null>;

const week = (startTime: string, endTime: string, timeZone: string) =>
  graphql<{ club: { teamWeeklyOverview: WeekRow[] } }>(
    testApp.app,
    coach,
    TEAM_WEEKLY_OVERVIEW_QUERY,
    { clubId, startTime, endTime },
    { 'x-time-zone': timeZone },
  );

const rowsOf = async (startTime: string, endTime: string, timeZone: string) => {
  const answer = await week(startTime, endTime, timeZone);
  expect(answer.errors).toBeUndefined();
  return answer.data!.club.teamWeeklyOverview.map((row) => ({
    name: row.athlete.name,
    sessions: row.sessionCount,
    total: row.totalDistanceM,
    avg: row.avgTotalDistanceM,
  }));
};

describe('TeamWeeklyOverviewQuery', () => {
  it('sums, maxes and averages each athlete over the sessions with data', async () => {
    const answer = await week('2026-10-26T00:00:00Z', '2026-11-02T00:00:00Z', 'Europe/London');
    const [ada, bo, cy] = answer.data!.club.teamWeeklyOverview;
    expect(ada).toMatchObject({
      athlete: { name: 'Ada Ames', initials: 'AD', profilePicture: null },
      sessionCount: 2,
      totalDistanceM: 10_500,
      totalSprintEvents: 8,
      totalSprintDistanceM: 262.5,
      totalHighIntensityDistanceM: 1050,
      maxMaxSpeedKph: 30,
      maxMetresPerMinute: 100,
      avgTotalDistanceM: 5250,
      avgSprintEvents: 4,
      avgMaxSpeedKph: 29.5,
      avgMetresPerMinute: 87.5,
    });
    expect(bo).toMatchObject({ sessionCount: 1, totalDistanceM: 4000, avgTotalDistanceM: 4000 });
    // Took part without data: listed, every value missing.
    expect(cy).toMatchObject({
      athlete: { name: 'Cy Cole' },
      sessionCount: 0,
      totalDistanceM: null,
      maxMaxSpeedKph: null,
    });
  });

  it('starts weeks at Monday 00:00 of the zone, whatever the clock change', async () => {
    // London's week of the clock change is 169 hours; Monday 26 Oct 00:00 GMT opens the next one.
    expect(await rowsOf('2026-10-18T23:00:00Z', '2026-10-26T00:00:00Z', 'Europe/London')).toEqual([
      { name: 'Ada Ames', sessions: 2, total: 7000, avg: 3500 },
    ]);
    // In New York that Monday session was still Sunday evening.
    expect(
      await rowsOf('2026-10-19T04:00:00Z', '2026-10-26T04:00:00Z', 'America/New_York'),
    ).toEqual([
      { name: 'Ada Ames', sessions: 2, total: 7000, avg: 3500 },
      { name: 'Bo Berg', sessions: 0, total: null, avg: null },
    ]);
    // New York's own clock change week is 169 hours too.
    expect(
      await rowsOf('2026-10-26T04:00:00Z', '2026-11-02T05:00:00Z', 'America/New_York'),
    ).toHaveLength(3);
    expect(
      await rowsOf('2026-10-25T11:00:00Z', '2026-11-01T11:00:00Z', 'Pacific/Auckland'),
    ).toEqual([
      { name: 'Ada Ames', sessions: 3, total: 14_500, avg: 14_500 / 3 },
      { name: 'Bo Berg', sessions: 1, total: 4000, avg: 4000 },
      { name: 'Cy Cole', sessions: 0, total: null, avg: null },
    ]);
  });

  it('answers an empty week with no athletes', async () => {
    expect(await rowsOf('2026-11-09T00:00:00Z', '2026-11-16T00:00:00Z', 'Europe/London')).toEqual(
      [],
    );
  });

  it('refuses anything but one week from a Monday midnight in the zone', async () => {
    for (const [start, end] of [
      ['2026-10-27T00:00:00Z', '2026-11-03T00:00:00Z'], // a Tuesday
      ['2026-10-19T00:00:00Z', '2026-10-26T00:00:00Z'], // 01:00 BST
      ['2026-10-18T23:00:00Z', '2026-10-25T23:00:00Z'], // 168 hours in a 169-hour week
      ['2026-10-26T00:00:00Z', '2026-11-09T00:00:00Z'], // two weeks
    ]) {
      const answer = await week(start!, end!, 'Europe/London');
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message:
            'The week must run from a Monday 00:00 to the next Monday 00:00 in your time zone.',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
      expect(answer.data).toEqual({ club: null });
    }
  });
});
