import {
  addCalendarDays,
  calendarDateIn,
  DATASET_COLUMN_DEFINITIONS,
  isoWeekday,
  WHOLE_SESSION,
  type DatasetColumn,
} from '@touchline/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteGroupMembers,
  athleteGroups,
  athleteMetricSets,
  athletes,
  datasets,
  positions,
  segmentParticipations,
  segments,
  sessionParticipations,
  sessions,
  tagDefinitions,
} from '../../src/db/tables.js';
import { generateDataset } from '../../src/modules/datasets/generateDataset.js';
import { generateDatasetJob } from '../../src/modules/datasets/generateDatasetJob.js';
import { copyDataset, wakeDatasetWorkers } from '../../src/modules/datasets/datasets.service.js';
import { resumeDatasetGeneration } from '../../src/modules/datasets/resumeDatasetGeneration.js';
import {
  queueDataset,
  regenerate,
  SEASON_RANGE,
  settled,
  startDatasetsWorld,
  storedDataset,
  type DatasetsWorld,
} from './datasetsWorld.js';

let world: DatasetsWorld;
beforeAll(async () => {
  world = await startDatasetsWorld();
}, 180_000);
afterAll(() => world?.testApp.close());

/** The stored table as rows of cells by column id. */
function rowsOf(columns: DatasetColumn[]) {
  const count = columns[0]?.rows.length ?? 0;
  return Array.from({ length: count }, (_, index) =>
    Object.fromEntries(columns.map((column) => [column.id, column.rows[index]])),
  );
}

/** Every usable athlete metric set of the club's sessions, read apart from the generator. */
async function usableMetricSets() {
  return world.db
    .select({
      set: athleteMetricSets,
      athleteId: athletes.id,
      athleteName: athletes.name,
      startTime: sessions.startTime,
      kind: sessions.kind,
      segmentTitle: segments.title,
    })
    .from(athleteMetricSets)
    .innerJoin(sessions, eq(sessions.id, athleteMetricSets.sessionId))
    .innerJoin(
      sessionParticipations,
      eq(sessionParticipations.id, athleteMetricSets.sessionParticipationId),
    )
    .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
    .leftJoin(segments, eq(segments.id, athleteMetricSets.segmentId))
    .where(
      and(
        eq(sessions.clubId, world.clubId),
        inArray(athleteMetricSets.scope, ['session', 'segment']),
        gt(athleteMetricSets.activeSeconds, 0),
      ),
    );
}

describe('a dataset of the demo season', () => {
  let datasetId: string;
  let rows: Record<string, unknown>[];

  beforeAll(async () => {
    datasetId = await queueDataset(world);
    const dataset = await settled(world.db, datasetId);
    expect(dataset.status).toBe('Completed');
    rows = rowsOf(dataset.columns as DatasetColumn[]);
    expect(dataset.rowCount).toBe(rows.length);
    expect(dataset.generatedAt).not.toBeNull();
  }, 60_000);

  it('has every column of the catalogue, in its order, each with a value per row', async () => {
    const { columns } = await storedDataset(world.db, datasetId);
    const stored = columns as DatasetColumn[];
    expect(stored.map((column) => column.id)).toEqual(
      DATASET_COLUMN_DEFINITIONS.map((column) => column.id),
    );
    for (const column of stored) expect(column.rows).toHaveLength(rows.length);
  });

  it('has one row per athlete, session and window with usable data, numbers as stored', async () => {
    const sets = await usableMetricSets();
    expect(sets.length).toBeGreaterThan(20);
    expect(rows).toHaveLength(sets.length);
    // Two segments of a session may share a title: rows are compared as a sorted list.
    const metrics = (row: Record<string, unknown>) =>
      JSON.stringify([
        row.athlete_id,
        row.athlete_name,
        row.session_id,
        row.session_type,
        row.segment_name,
        row.total_distance_m,
        row.total_high_intensity_distance_m,
        row.total_sprint_distance_m,
        row.high_intensity_events,
        row.sprint_events,
        row.acceleration_events,
        row.deceleration_events,
        row.max_speed_kph,
        row.raw_max_speed_kph,
        row.avg_speed_kph,
        row.metres_per_minute,
        row.active_minutes,
        row.workload,
        [1, 2, 3, 4, 5, 6].map((zone) => row[`speed_zone_${zone}_pct`]),
      ]);
    const expected = sets.map(({ set, athleteId, athleteName, kind, segmentTitle }) =>
      metrics({
        athlete_id: athleteId,
        athlete_name: athleteName,
        session_id: set.sessionId,
        session_type: kind === 'match' ? 'Match' : 'Training',
        segment_name: set.scope === 'session' ? WHOLE_SESSION : segmentTitle,
        total_distance_m: set.totalDistanceM,
        total_high_intensity_distance_m: set.totalHighIntensityDistanceM,
        total_sprint_distance_m: set.totalSprintDistanceM,
        high_intensity_events: set.highIntensityEvents,
        sprint_events: set.sprintEvents,
        acceleration_events: set.accelerationEvents,
        deceleration_events: set.decelerationEvents,
        max_speed_kph: set.maxSpeedKph,
        raw_max_speed_kph: set.rawMaxSpeedKph,
        avg_speed_kph: set.avgSpeedKph,
        metres_per_minute: set.metresPerMinute,
        active_minutes: set.activeSeconds / 60,
        workload: set.workload,
        ...Object.fromEntries(
          set.speedzoneProfileZone.map((pct, index) => [`speed_zone_${index + 1}_pct`, pct]),
        ),
      }),
    );
    expect(rows.map(metrics).sort()).toEqual(expected.sort());
  });

  it('has a Whole Session row per athlete with data and rows for each segment', async () => {
    const sets = await usableMetricSets();
    const whole = rows.filter((row) => row.segment_name === WHOLE_SESSION);
    expect(whole).toHaveLength(sets.filter(({ set }) => set.scope === 'session').length);
    const segmentTitles = new Set(sets.flatMap(({ segmentTitle }) => segmentTitle ?? []));
    expect(segmentTitles.size).toBeGreaterThan(0);
    for (const title of segmentTitles)
      expect(rows.some((row) => row.segment_name === title)).toBe(true);
  });

  it('reads dates, weeks, months and start times in the dataset’s time zone', async () => {
    const starts = await world.db
      .select({ id: sessions.id, startTime: sessions.startTime })
      .from(sessions)
      .where(eq(sessions.clubId, world.clubId));
    const startOf = new Map(starts.map((session) => [session.id, session.startTime]));
    for (const row of rows) {
      const start = startOf.get(String(row.session_id))!;
      const date = calendarDateIn(start, 'Europe/London');
      expect(row.start_date).toBe(date);
      expect(row.week_start_date).toBe(addCalendarDays(date, 1 - isoWeekday(date)));
      expect(row.month_start_date).toBe(`${date.slice(0, 7)}-01`);
      expect(row.start_time).toBe(
        start.toLocaleTimeString('en-GB', {
          timeZone: 'Europe/London',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
      );
    }
  });

  it('keeps a session whose start falls on the last day in the zone, not the next', async () => {
    const [first] = await world.db
      .select({ startTime: sessions.startTime })
      .from(sessions)
      .where(eq(sessions.clubId, world.clubId))
      .orderBy(sessions.startTime)
      .limit(1);
    // Kiritimati is 14 hours ahead: the session's day there is the one to ask for.
    const day = calendarDateIn(first!.startTime, 'Pacific/Kiritimati');
    const only = await queueDataset(world, {
      startsOn: day,
      endsOn: day,
      timeZone: 'Pacific/Kiritimati',
    });
    const dataset = await settled(world.db, only);
    const dates = new Set(rowsOf(dataset.columns as DatasetColumn[]).map((row) => row.start_date));
    expect([...dates]).toEqual([day]);
    const before = await queueDataset(world, {
      startsOn: addCalendarDays(day, -1),
      endsOn: addCalendarDays(day, -1),
      timeZone: 'Pacific/Kiritimati',
    });
    expect(rowsOf((await settled(world.db, before)).columns as DatasetColumn[])).not.toContainEqual(
      expect.objectContaining({ start_date: day }),
    );
  });
});

describe('a range without sessions', () => {
  it('is Completed with every column and no rows', async () => {
    const datasetId = await queueDataset(world, { startsOn: '2020-01-01', endsOn: '2020-01-07' });
    const dataset = await settled(world.db, datasetId);
    expect(dataset).toMatchObject({ status: 'Completed', rowCount: 0 });
    const columns = dataset.columns as DatasetColumn[];
    expect(columns.map((column) => column.id)).toEqual(
      DATASET_COLUMN_DEFINITIONS.map((column) => column.id),
    );
    expect(columns.every((column) => column.rows.length === 0)).toBe(true);
  });
});

describe('regenerating', () => {
  it('goes back to Generating, then holds only the new range’s sessions', async () => {
    const datasetId = await queueDataset(world);
    const first = await settled(world.db, datasetId);
    const firstDates = new Set(
      rowsOf(first.columns as DatasetColumn[]).map((row) => row.start_date),
    );
    expect(firstDates.size).toBeGreaterThan(1);
    const lastDay = [...firstDates].sort().at(-1) as string;

    await regenerate(world, datasetId, {
      startsOn: lastDay,
      endsOn: lastDay,
      timeZone: 'Europe/London',
    });
    const queued = await storedDataset(world.db, datasetId);
    expect(queued.generation).toBe(first.generation + 1);
    const again = await settled(world.db, datasetId);
    expect(again).toMatchObject({ status: 'Completed', startsOn: lastDay, endsOn: lastDay });
    const dates = new Set(rowsOf(again.columns as DatasetColumn[]).map((row) => row.start_date));
    expect([...dates]).toEqual([lastDay]);
    expect(again.rowCount).toBeLessThan(first.rowCount);
  });

  it('stores nothing from a job of an older request', async () => {
    const datasetId = await queueDataset(world);
    const first = await settled(world.db, datasetId);
    await regenerate(world, datasetId, { ...first, startsOn: first.endsOn });
    const newer = await settled(world.db, datasetId);
    const outcome = await generateDataset(world.db, {
      clubId: world.clubId,
      datasetId,
      generation: first.generation,
    });
    expect(outcome).toEqual({ stored: false, why: 'stale' });
    expect(await storedDataset(world.db, datasetId)).toEqual(newer);
  });
});

describe('a generation that fails', () => {
  const run = () => ({
    db: world.db,
    jobs: world.testApp.app.touchline.jobs,
    log: pino({ level: 'silent' }),
    shared: undefined,
    fail: () => Promise.resolve(),
    wake: () => undefined,
  });

  it('is retried, then the dataset is Failed and announced', async () => {
    // A zone no clock knows: reading any session's start in it throws.
    // Stored without queueing: only this test's calls run its job.
    const [dataset] = await world.db
      .insert(datasets)
      .values({
        clubId: world.clubId,
        title: 'Lost in space',
        ...SEASON_RANGE,
        timeZone: 'Mars/Olympus_Mons',
        dateFormat: 'MM/DD/YYYY',
      })
      .returning();
    const datasetId = dataset!.id;
    const heard: unknown[] = [];
    const events = world.testApp.app.touchline.pubSub.subscribe('datasetUpdated', world.clubId);
    const iterator = events[Symbol.asyncIterator]();
    const listening = (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        heard.push(next.value);
      }
    })();
    const job = (retryCount: number) =>
      ({
        id: `test-${retryCount}`,
        name: 'generate-dataset',
        data: { clubId: world.clubId, datasetId, generation: dataset!.generation },
        retryCount,
        retryLimit: 2,
      }) as never;

    await expect(generateDatasetJob.handle([job(0)], run())).rejects.toThrow();
    expect((await storedDataset(world.db, datasetId)).status).toBe('Generating');

    await generateDatasetJob.handle([job(2)], run());
    expect(await storedDataset(world.db, datasetId)).toMatchObject({
      status: 'Failed',
      rowCount: 0,
      columns: null,
    });
    await expect
      .poll(() => heard)
      .toContainEqual({ clubId: world.clubId, datasetId, status: 'Failed' });
    await iterator.return?.();
    await listening;
  });
});

describe('a restart', () => {
  it('queues the generation of a dataset left Generating without a job', async () => {
    // As a process that died mid-generation leaves it: Generating, its job gone.
    const [left] = await world.db
      .insert(datasets)
      .values({
        clubId: world.clubId,
        title: 'Left behind',
        ...SEASON_RANGE,
        timeZone: 'Europe/London',
        dateFormat: 'MM/DD/YYYY',
      })
      .returning();
    const { database, jobs } = world.testApp.app.touchline;
    expect(await resumeDatasetGeneration(database)).toBeGreaterThanOrEqual(1);
    wakeDatasetWorkers(jobs);
    expect((await settled(world.db, left!.id)).status).toBe('Completed');
    // Nothing is left to resume for it.
    const { rows } = await database.executeSql(
      `select count(*)::int as waiting from pgboss.job where name = 'generate-dataset'
        and state in ('created', 'retry') and data->>'datasetId' = $1`,
      [left!.id],
    );
    expect(rows).toEqual([{ waiting: 0 }]);
  });
});

describe('the descriptive columns', () => {
  it('hold the athlete’s position and groups and the tags of the participation and segment', async () => {
    const [segment] = await world.db
      .select()
      .from(segments)
      .innerJoin(sessions, eq(sessions.id, segments.sessionId))
      .where(eq(sessions.clubId, world.clubId))
      .limit(1);
    const [participation] = await world.db
      .select()
      .from(segmentParticipations)
      .innerJoin(
        sessionParticipations,
        eq(sessionParticipations.id, segmentParticipations.sessionParticipationId),
      )
      .where(eq(segmentParticipations.segmentId, segment!.segments.id))
      .limit(1);
    const tags = await world.db
      .insert(tagDefinitions)
      .values(
        ['Test Heavy', 'Test Block', 'Test Press'].map((label) => ({
          clubId: world.clubId,
          label,
          colour: '#2563eb',
          validTaggableTypes: ['session_participation' as const],
        })),
      )
      .returning();
    const tagId = (label: string) => tags.find((tag) => tag.label === label)!.id;
    const sessionParticipationId = participation!.session_participations.id;
    await world.db
      .update(sessionParticipations)
      .set({ tagDefinitionIds: [tagId('Test Heavy')] })
      .where(eq(sessionParticipations.id, sessionParticipationId));
    await world.db
      .update(segments)
      .set({ tagDefinitionIds: [tagId('Test Block'), tagId('Test Heavy')] })
      .where(eq(segments.id, segment!.segments.id));
    await world.db
      .update(segmentParticipations)
      .set({ tagDefinitionIds: [tagId('Test Press')] })
      .where(eq(segmentParticipations.id, participation!.segment_participations.id));

    const datasetId = await queueDataset(world);
    const rows = rowsOf((await settled(world.db, datasetId)).columns as DatasetColumn[]);
    const athleteId = participation!.session_participations.athleteId;
    const ofSession = rows.filter(
      (row) => row.athlete_id === athleteId && row.session_id === segment!.sessions.id,
    );
    expect(ofSession.find((row) => row.segment_name === WHOLE_SESSION)?.tags).toEqual([
      'Test Heavy',
    ]);
    expect(ofSession.find((row) => row.segment_name === segment!.segments.title)?.tags).toEqual([
      'Test Heavy',
      'Test Block',
      'Test Press',
    ]);

    const [athlete] = await world.db
      .select({ position: positions.name })
      .from(athletes)
      .leftJoin(positions, eq(positions.id, athletes.positionId))
      .where(eq(athletes.id, athleteId));
    const groups = await world.db
      .select({ name: athleteGroups.name })
      .from(athleteGroupMembers)
      .innerJoin(athleteGroups, eq(athleteGroups.id, athleteGroupMembers.groupId))
      .where(eq(athleteGroupMembers.athleteId, athleteId));
    for (const row of ofSession) {
      expect(row.athlete_position).toBe(athlete!.position);
      expect(row.athlete_groups).toEqual(groups.map((group) => group.name).sort());
    }
    // Another athlete of the session has none of these tags.
    const other = rows.find(
      (row) => row.session_id === segment!.sessions.id && row.athlete_id !== athleteId,
    );
    expect(other?.tags).not.toContain('Test Heavy');
  });
});

describe('copying', () => {
  it('copies a Completed table as it is, and generates a copy of an unfinished one', async () => {
    const sourceId = await queueDataset(world);
    const source = await settled(world.db, sourceId);
    const { id: copyId } = await world.db.transaction((tx) =>
      copyDataset(tx, sourceId, { title: 'Copy of the season', ownerPersonId: null }),
    );
    const copy = await storedDataset(world.db, copyId);
    expect(copy).toMatchObject({
      title: 'Copy of the season',
      ownerPersonId: null,
      status: 'Completed',
      startsOn: source.startsOn,
      endsOn: source.endsOn,
      timeZone: source.timeZone,
      dateFormat: source.dateFormat,
      rowCount: source.rowCount,
      columns: source.columns,
    });

    const [unfinished] = await world.db
      .insert(datasets)
      .values({
        clubId: world.clubId,
        title: 'Still generating',
        ...SEASON_RANGE,
        timeZone: 'Europe/London',
        dateFormat: 'MM/DD/YYYY',
      })
      .returning();
    const { id: generatingCopyId } = await world.db.transaction((tx) =>
      copyDataset(tx, unfinished!.id, { title: 'Copy', ownerPersonId: world.coachPersonId }),
    );
    expect((await storedDataset(world.db, generatingCopyId)).status).toBe('Generating');
    wakeDatasetWorkers(world.testApp.app.touchline.jobs);
    const generated = await settled(world.db, generatingCopyId);
    expect(generated).toMatchObject({ status: 'Completed', rowCount: source.rowCount });
  });
});
