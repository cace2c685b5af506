import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import {
  athleteGroupMembers,
  athletes,
  athleteMetricSets,
  clippedTimePeriods,
  matchPeriods,
  processingWarnings,
  segmentParticipations,
  segments,
  sessionParticipations,
  sessions,
  tagDefinitions,
  teamMetricSets,
} from '../src/db/tables.js';
import { createDemoSeason, DEMO_SEASON_SEED } from '../src/demo/createDemoSeason.js';
import { DEMO_SQUAD, MODIFIED_LOAD_PLAYERS } from '../src/demo/demoSquad.js';
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
}, 600_000);
afterAll(() => Promise.all(apps.map((app) => app.close())));

it('plans 3 trainings and 1 match a week and one 2-hour training, all before today, the same way every time', () => {
  const plans = planDemoSeason(TODAY, 8, DEMO_SEASON_SEED);
  const weekly = plans.filter((plan) => !plan.extended);
  expect(weekly.map((plan) => plan.kind)).toEqual(
    Array.from({ length: 8 }, () => ['training', 'training', 'training', 'match']).flat(),
  );
  const extended = plans.filter((plan) => plan.extended);
  expect(extended).toHaveLength(1);
  expect(extended[0]).toMatchObject({ kind: 'training', durationS: 7200 });
  expect(extended[0]!.athletes).toHaveLength(24);
  // The latest Thursday, between that week's Wednesday and Friday.
  expect(new Date(extended[0]!.startMs).toISOString()).toBe('2026-03-12T10:00:00.000Z');
  expect(plans.map((plan) => plan.startMs)).toEqual(
    plans.map((plan) => plan.startMs).sort((a, b) => a - b),
  );
  expect(plans.every((plan) => plan.startMs < TODAY.getTime())).toBe(true);
  expect(weekly.some((plan) => plan.athletes.length < DEMO_SQUAD.length)).toBe(true);
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
  expect(rows.map((row) => row.kind)).toEqual([
    'training',
    'training',
    'training',
    'training',
    'match',
  ]);
  for (const session of rows) {
    expect(session.dataProcessing).toBe(false);
    const drills = await db.select().from(segments).where(eq(segments.sessionId, session.id));
    const periods = await db
      .select()
      .from(matchPeriods)
      .where(eq(matchPeriods.sessionId, session.id));
    if (session.kind === 'training') {
      const extended = session.description?.startsWith('Extended training');
      expect(drills.length).toBeGreaterThanOrEqual(extended ? 5 : 3);
      expect(drills.length).toBeLessThanOrEqual(extended ? 7 : 5);
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

it('makes the extended training 2 hours of the whole squad, with a tag of every kind and clips the metrics follow', async () => {
  const [session] = (await db.select().from(sessions)).filter((row) =>
    row.description?.startsWith('Extended training'),
  );
  expect(session!.endTime.getTime() - session!.startTime.getTime()).toBe(7_200_000);
  const tagLabel = new Map(
    (await db.select().from(tagDefinitions)).map((tag) => [tag.id, tag.label]),
  );
  const labels = (ids: readonly string[]) => ids.map((id) => tagLabel.get(id)).sort();
  const members = await db
    .select({
      id: sessionParticipations.id,
      name: athletes.name,
      tags: sessionParticipations.tagDefinitionIds,
    })
    .from(sessionParticipations)
    .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
    .where(eq(sessionParticipations.sessionId, session!.id));
  expect(members).toHaveLength(24);
  expect(
    members
      .filter((member) => labels(member.tags).includes('Modified Load'))
      .map((m) => m.name)
      .sort(),
  ).toEqual([...MODIFIED_LOAD_PLAYERS].sort());
  const drills = await db.select().from(segments).where(eq(segments.sessionId, session!.id));
  const drillTags = new Set(drills.flatMap((drill) => labels(drill.tagDefinitionIds)));
  expect([...drillTags]).toEqual(expect.arrayContaining(['Conditioning', 'Small-Sided Game']));
  const sprints = drills.find((drill) => drill.title === 'Sprint drill')!;
  const game = drills.find((drill) => drill.title === 'Small-sided game')!;
  const sprintMembers = await db
    .select()
    .from(segmentParticipations)
    .where(eq(segmentParticipations.segmentId, sprints.id));
  expect(sprintMembers).toHaveLength(24);
  expect(
    sprintMembers.every((member) => labels(member.tagDefinitionIds)[0] === 'High Intensity'),
  ).toBe(true);
  const clips = await db
    .select({
      segmentId: segmentParticipations.segmentId,
      participationId: segmentParticipations.sessionParticipationId,
      startOffsetMs: clippedTimePeriods.startOffsetMs,
      endOffsetMs: clippedTimePeriods.endOffsetMs,
      tags: clippedTimePeriods.tagDefinitionIds,
    })
    .from(clippedTimePeriods)
    .innerJoin(
      segmentParticipations,
      eq(segmentParticipations.id, clippedTimePeriods.segmentParticipationId),
    )
    .where(
      inArray(
        segmentParticipations.segmentId,
        drills.map((drill) => drill.id),
      ),
    );
  const modified = members.filter((member) => MODIFIED_LOAD_PLAYERS.includes(member.name));
  expect(clips).toHaveLength(2 * modified.length);
  const lengthMs = (drill: typeof game) => drill.endTime.getTime() - drill.startTime.getTime();
  for (const member of modified) {
    const own = clips.filter((clip) => clip.participationId === member.id);
    const inGame = own.find((clip) => clip.segmentId === game.id)!;
    const inSprints = own.find((clip) => clip.segmentId === sprints.id)!;
    expect(inGame.startOffsetMs).toBe(0);
    expect(inGame.endOffsetMs).toBe(Math.floor((lengthMs(game) * 0.6) / 1000) * 1000);
    expect(labels(inSprints.tags)).toEqual(['High Intensity']);
    // The metrics of the game count only the clipped 60%.
    const [set] = await db
      .select({ activeSeconds: athleteMetricSets.activeSeconds })
      .from(athleteMetricSets)
      .where(
        and(
          eq(athleteMetricSets.sessionParticipationId, member.id),
          eq(athleteMetricSets.windowKey, `segment:${game.id}`),
        ),
      );
    expect(set!.activeSeconds).toBeGreaterThan(inGame.endOffsetMs / 1000 - 2);
    expect(set!.activeSeconds).toBeLessThanOrEqual(inGame.endOffsetMs / 1000 + 1);
  }
});

it('gives the same numbers for the same day', async () => {
  apps.push(await startTestApp());
  const again = await season(apps[1]!);
  expect(await distances(again)).toEqual(await distances(db));
}, 600_000);
