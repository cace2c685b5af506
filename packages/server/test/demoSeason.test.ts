import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import {
  athleteGroupMembers,
  athletes,
  athleteMetricSets,
  matchPeriods,
  processingWarnings,
  segments,
  sessionParticipations,
  sessions,
  teamMetricSets,
} from '../src/db/tables.js';
import { createDemoSeason, DEMO_SEASON_SEED } from '../src/demo/createDemoSeason.js';
import { DEMO_SQUAD } from '../src/demo/demoSquad.js';
import { planDemoSeason } from '../src/demo/planDemoSeason.js';
import { startTestApp, type TestApp } from './support/testApp.js';

// A Saturday evening: the week's three trainings and its match are over.
const TODAY = new Date('2026-03-14T20:00:00Z');
const apps: TestApp[] = [];

async function season(testApp: TestApp) {
  const { database, jobs } = testApp.app.touchline;
  await createDemoSeason({ db: database.db, jobs }, { now: TODAY, weeks: 1, waitForLatest: true });
  return database.db;
}

async function distances(db: Db) {
  const rows = await db
    .select({
      name: athletes.name,
      startTime: sessions.startTime,
      windowKey: athleteMetricSets.windowKey,
      distanceM: athleteMetricSets.totalDistanceM,
    })
    .from(athleteMetricSets)
    .innerJoin(sessions, eq(sessions.id, athleteMetricSets.sessionId))
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
    )
    .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
    .where(eq(athleteMetricSets.scope, 'session'));
  return rows
    .map((row) => `${row.startTime.toISOString()} ${row.name} ${row.distanceM.toFixed(3)}`)
    .sort();
}

let db: Db;
beforeAll(async () => {
  apps.push(await startTestApp());
  db = await season(apps[0]!);
}, 60_000);
afterAll(() => Promise.all(apps.map((app) => app.close())));

it('plans 3 trainings and 1 match a week, all before today, the same way every time', () => {
  const plans = planDemoSeason(TODAY, 8, DEMO_SEASON_SEED);
  expect(plans.map((plan) => plan.kind)).toEqual(
    Array.from({ length: 8 }, () => ['training', 'training', 'training', 'match']).flat(),
  );
  expect(plans.every((plan) => plan.startMs < TODAY.getTime())).toBe(true);
  expect(plans.some((plan) => plan.athletes.length < DEMO_SQUAD.length)).toBe(true);
  expect(planDemoSeason(TODAY, 8, DEMO_SEASON_SEED)).toEqual(plans);
});

it('creates the squad with positions and groups', async () => {
  const squad = await db.select().from(athletes);
  for (const player of DEMO_SQUAD) {
    const athlete = squad.find((row) => row.name === player.name);
    expect(athlete?.positionId).toBeTruthy();
    const groups = await db
      .select()
      .from(athleteGroupMembers)
      .where(eq(athleteGroupMembers.athleteId, athlete!.id));
    expect(groups).toHaveLength(2);
  }
});

it('stores trainings with drills, a match with halves, metrics and one warning', async () => {
  const rows = await db.select().from(sessions).orderBy(asc(sessions.startTime));
  expect(rows.map((row) => row.kind)).toEqual(['training', 'training', 'training', 'match']);
  for (const session of rows) {
    expect(session.dataProcessing).toBe(false);
    const drills = await db.select().from(segments).where(eq(segments.sessionId, session.id));
    const periods = await db
      .select()
      .from(matchPeriods)
      .where(eq(matchPeriods.sessionId, session.id));
    if (session.kind === 'training') {
      expect(drills.length).toBeGreaterThanOrEqual(3);
      expect(drills.length).toBeLessThanOrEqual(5);
    } else {
      expect(periods.map((period) => period.name)).toEqual(['First half', 'Second half']);
      expect(session.opponent).toBeTruthy();
      expect(session.score).not.toBeNull();
      expect(session.opponentScore).not.toBeNull();
    }
    const sets = await db
      .select()
      .from(athleteMetricSets)
      .where(eq(athleteMetricSets.sessionId, session.id));
    expect(sets.length).toBeGreaterThan(10 * (1 + drills.length + periods.length));
    const team = await db
      .select()
      .from(teamMetricSets)
      .where(eq(teamMetricSets.sessionId, session.id));
    expect(team.find((row) => row.windowKey === 'session')?.totalDistanceM).toBeGreaterThan(0);
  }
  const warnings = await db.select().from(processingWarnings);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]!.code).toBe('IMPORT_FAILED');
  expect(warnings[0]!.message).toMatch(/^EDGE-\d+_\d{4}-\d{2}-\d{2}\.csv, line \d+: /);
});

it('gives the same numbers for the same day', async () => {
  apps.push(await startTestApp());
  const again = await season(apps[1]!);
  expect(await distances(again)).toEqual(await distances(db));
}, 60_000);
