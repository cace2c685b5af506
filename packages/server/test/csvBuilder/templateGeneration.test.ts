import {
  addCalendarDays,
  calendarDateIn,
  datasetColumnsOfTemplate,
  timeFrameStart,
  toDatasetPrecision,
  trainingMonotony,
  WHOLE_SESSION,
  type DatasetColumn,
} from '@touchline/domain';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteMetricSets,
  datasets,
  datasetTemplates,
  sessionParticipations,
  sessions,
} from '../../src/db/tables.js';
import { generationFailureReason } from '../../src/modules/datasets/datasetFailure.js';
import { generateDataset } from '../../src/modules/datasets/generateDataset.js';
import {
  queueDataset,
  rowsOf,
  SEASON_RANGE,
  settled,
  startDatasetsWorld,
  type DatasetsWorld,
} from '../datasets/datasetsWorld.js';

// What each template's dataset holds: the demo season's week, against the stored metric sets.

let world: DatasetsWorld;
beforeAll(async () => {
  world = await startDatasetsWorld();
}, 180_000);
afterAll(() => world?.testApp.close());

async function templateId(kind: 'sessions' | 'segments' | 'weeklyLoad') {
  const [template] = await world.db
    .select({ id: datasetTemplates.id })
    .from(datasetTemplates)
    .where(and(eq(datasetTemplates.clubId, world.clubId), eq(datasetTemplates.kind, kind)));
  return template!.id;
}

async function generated(kind: 'sessions' | 'segments' | 'weeklyLoad') {
  const id = await queueDataset(world, { csvTemplateId: await templateId(kind) });
  const dataset = await settled(world.db, id);
  expect(dataset.status).toBe('Completed');
  const columns = dataset.columns as DatasetColumn[];
  expect(dataset.rowCount).toBe(columns[0]!.rows.length);
  return { columns, rows: rowsOf(columns) };
}

/** The club's usable metric sets of a scope ('session' or 'segment'), read apart from the generator. */
async function usableSets(scope: 'session' | 'segment') {
  return world.db
    .select({
      athleteId: sessionParticipations.athleteId,
      sessionId: sessions.id,
      startTime: sessions.startTime,
      totalDistanceM: athleteMetricSets.totalDistanceM,
      sprintEvents: athleteMetricSets.sprintEvents,
    })
    .from(athleteMetricSets)
    .innerJoin(sessions, eq(sessions.id, athleteMetricSets.sessionId))
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
    )
    .where(
      and(
        eq(sessions.clubId, world.clubId),
        eq(athleteMetricSets.scope, scope),
        gt(athleteMetricSets.activeSeconds, 0),
      ),
    );
}

const ids = (columns: DatasetColumn[]) => columns.map((column) => column.id);

describe('Session Data', () => {
  it('has one Whole Session row per athlete and session, without the window column', async () => {
    const { columns, rows } = await generated('sessions');
    expect(ids(columns)).toEqual(datasetColumnsOfTemplate('sessions').map((each) => each.id));
    expect(ids(columns)).not.toContain('segment_name');
    const sets = await usableSets('session');
    expect(rows.length).toBe(sets.length);
    expect(rows.length).toBeGreaterThan(20);
    for (const set of sets) {
      const row = rows.find(
        (each) => each.athlete_id === set.athleteId && each.session_id === set.sessionId,
      );
      expect(row?.total_distance_m).toBe(toDatasetPrecision(set.totalDistanceM));
    }
  });
});

describe('the match-day codes', () => {
  it('code each session against the club’s matches: MD, MD+1/+2 after one, MD-4 … MD-1 before the next', async () => {
    const { rows } = await generated('sessions');
    const matches = await world.db
      .select({ startTime: sessions.startTime })
      .from(sessions)
      .where(and(eq(sessions.clubId, world.clubId), eq(sessions.kind, 'match')));
    const matchDays = new Set(matches.map((m) => calendarDateIn(m.startTime, 'Europe/London')));
    const matchOn = (date: string, days: number) => matchDays.has(addCalendarDays(date, days));
    const codes = new Set<unknown>();
    for (const row of rows) {
      const date = String(row.start_date);
      codes.add(row.md_code);
      if (row.session_type === 'Match') expect(row.md_code).toBe('MD');
      const after = [1, 2].find((days) => matchOn(date, -days));
      const before = [1, 2, 3, 4].find((days) => matchOn(date, days));
      const expected = matchOn(date, 0)
        ? 'MD'
        : after !== undefined
          ? `MD+${after}`
          : before !== undefined
            ? `MD-${before}`
            : null;
      expect([date, row.md_code]).toEqual([date, expected]);
    }
    // The demo week has a match and training around it.
    expect(codes.has('MD')).toBe(true);
    expect([...codes].some((code) => typeof code === 'string' && code !== 'MD')).toBe(true);
  });
});

describe('Segment Data', () => {
  it('has the segments’ rows only', async () => {
    const { columns, rows } = await generated('segments');
    expect(ids(columns)).toEqual(datasetColumnsOfTemplate('segments').map((each) => each.id));
    expect(rows.length).toBe((await usableSets('segment')).length);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.segment_name === WHOLE_SESSION)).toBe(false);
  });
});

describe('Weekly Load', () => {
  it('sums each athlete’s week of sessions', async () => {
    const { columns, rows } = await generated('weeklyLoad');
    expect(ids(columns)).toEqual(datasetColumnsOfTemplate('weeklyLoad').map((each) => each.id));
    const weeks = new Map<string, { sessions: number; distanceM: number; sprints: number }>();
    for (const set of await usableSets('session')) {
      const date = calendarDateIn(set.startTime, 'Europe/London');
      if (date < SEASON_RANGE.startsOn || date > SEASON_RANGE.endsOn) continue;
      const key = `${timeFrameStart(date, 'weekly')} ${set.athleteId}`;
      const week = weeks.get(key) ?? { sessions: 0, distanceM: 0, sprints: 0 };
      week.sessions += 1;
      week.distanceM += set.totalDistanceM;
      week.sprints += set.sprintEvents;
      weeks.set(key, week);
    }
    expect(rows.length).toBe(weeks.size);
    for (const row of rows) {
      const week = weeks.get(`${String(row.week_start_date)} ${String(row.athlete_id)}`)!;
      expect(row.session_count).toBe(week.sessions);
      expect(row.sprint_events).toBe(week.sprints);
      expect(row.total_distance_m as number).toBeCloseTo(week.distanceM, 0);
      expect(row.acute_load === null || typeof row.acute_load === 'number').toBe(true);
    }
  });

  it('gives each week Foster’s monotony and strain of the athlete’s daily session-RPE load', async () => {
    const sessionRows = (await generated('sessions')).rows;
    const { rows } = await generated('weeklyLoad');
    let withMonotony = 0;
    for (const row of rows) {
      const monday = String(row.week_start_date);
      const lastDay = [addCalendarDays(monday, 6), SEASON_RANGE.endsOn].sort()[0]!;
      const days: number[] = [];
      for (let day = monday; day <= lastDay; day = addCalendarDays(day, 1))
        days.push(
          sessionRows
            .filter((each) => each.athlete_id === row.athlete_id && each.start_date === day)
            .reduce((sum, each) => sum + ((each.session_load as number | null) ?? 0), 0),
        );
      const { monotony, strain } = trainingMonotony(days);
      if (monotony === null) expect(row.session_load_monotony).toBeNull();
      else {
        withMonotony += 1;
        expect(row.session_load_monotony as number).toBeCloseTo(monotony, 1);
        // The session rows' loads are kept to hundredths: the strain to within a unit.
        expect(row.session_load_strain as number).toBeCloseTo(strain!, -1);
      }
    }
    expect(withMonotony).toBeGreaterThan(0);
  });
});

describe('a template deleted since', () => {
  it('leaves the dataset generated as the whole catalogue, not a crash', async () => {
    const [template] = await world.db
      .insert(datasetTemplates)
      .values({ clubId: world.clubId, kind: 'sessions', name: 'Short-lived' })
      .returning();
    const [dataset] = await world.db
      .insert(datasets)
      .values({
        clubId: world.clubId,
        title: 'Orphan',
        ...SEASON_RANGE,
        timeZone: 'Europe/London',
        dateFormat: 'DD/MM/YYYY',
        csvTemplateId: template!.id,
      })
      .returning();
    await world.db.delete(datasetTemplates).where(eq(datasetTemplates.id, template!.id));
    const outcome = await generateDataset(world.db, {
      clubId: world.clubId,
      datasetId: dataset!.id,
      generation: dataset!.generation,
    });
    expect(outcome).toMatchObject({ stored: true });
    const stored = await settled(world.db, dataset!.id);
    expect(stored).toMatchObject({ status: 'Completed', csvTemplateId: null });
    expect(ids(stored.columns as DatasetColumn[])).toContain('segment_name');
  });
});

describe('the demo’s datasets', () => {
  it('give Touchline FC two Completed datasets of the coach and one Failed with its reason', async () => {
    const demo = await world.db
      .select()
      .from(datasets)
      .where(and(eq(datasets.clubId, world.clubId), isNotNull(datasets.csvTemplateId)))
      .orderBy(datasets.title);
    const outcomes = [];
    for (const dataset of demo) outcomes.push(await settled(world.db, dataset.id));
    expect(
      outcomes
        .filter((dataset) => dataset.title.includes('last'))
        .map(({ title, status, startsOn, endsOn, failureReason, ownerPersonId }) => ({
          title,
          status,
          startsOn,
          endsOn,
          failureReason,
          ownerPersonId,
        })),
    ).toEqual([
      {
        title: 'Segment Data: last 2 weeks',
        status: 'Failed',
        startsOn: '2026-03-01',
        endsOn: '2026-03-14',
        failureReason: generationFailureReason(),
        ownerPersonId: world.coachPersonId,
      },
      {
        title: 'Session Data: last 4 weeks',
        status: 'Completed',
        startsOn: '2026-02-15',
        endsOn: '2026-03-14',
        failureReason: null,
        ownerPersonId: world.coachPersonId,
      },
      {
        title: 'Weekly Load: last 8 weeks',
        status: 'Completed',
        startsOn: '2026-01-18',
        endsOn: '2026-03-14',
        failureReason: null,
        ownerPersonId: world.coachPersonId,
      },
    ]);
    for (const dataset of outcomes.filter((each) => each.status === 'Completed'))
      expect(dataset.rowCount).toBeGreaterThan(0);
  });
});
