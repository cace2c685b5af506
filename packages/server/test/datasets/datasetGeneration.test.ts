import {
  addCalendarDays,
  calendarDateIn,
  DATASET_COLUMN_DEFINITIONS,
  isoWeekday,
  toDatasetPrecision,
  WHOLE_SESSION,
  type DatasetColumn,
} from '@touchline/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteGroupMembers,
  athleteGroups,
  athleteMetricSets,
  athletes,
  positions,
  segmentParticipations,
  segments,
  sessionParticipations,
  sessions,
  tagDefinitions,
} from '../../src/db/tables.js';
import {
  queueDataset,
  rowsOf,
  settled,
  startDatasetsWorld,
  storedDataset,
  type DatasetsWorld,
} from './datasetsWorld.js';

// What a generated dataset holds: the demo season's rows, as stored.

let world: DatasetsWorld;
beforeAll(async () => {
  world = await startDatasetsWorld();
}, 180_000);
afterAll(() => world?.testApp.close());

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
  });

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
        row.avg_heart_rate_bpm,
        row.max_heart_rate_bpm,
        [1, 2, 3, 4, 5].map((zone) => row[`heart_rate_zone_${zone}_pct`]),
        row.trimp,
        row.avg_metabolic_power_w_per_kg,
        row.metabolic_energy_kj_per_kg,
        row.high_metabolic_load_distance_m,
        row.player_load,
      ]);
    const stored = (value: number | null) => (value === null ? null : toDatasetPrecision(value));
    const expected = sets.map(({ set, athleteId, athleteName, kind, segmentTitle }) =>
      metrics({
        athlete_id: athleteId,
        athlete_name: athleteName,
        session_id: set.sessionId,
        session_type: kind === 'match' ? 'Match' : 'Training',
        segment_name: set.scope === 'session' ? WHOLE_SESSION : segmentTitle,
        total_distance_m: toDatasetPrecision(set.totalDistanceM),
        total_high_intensity_distance_m: toDatasetPrecision(set.totalHighIntensityDistanceM),
        total_sprint_distance_m: toDatasetPrecision(set.totalSprintDistanceM),
        high_intensity_events: set.highIntensityEvents,
        sprint_events: set.sprintEvents,
        acceleration_events: set.accelerationEvents,
        deceleration_events: set.decelerationEvents,
        max_speed_kph: toDatasetPrecision(set.maxSpeedKph),
        raw_max_speed_kph: toDatasetPrecision(set.rawMaxSpeedKph),
        avg_speed_kph: toDatasetPrecision(set.avgSpeedKph),
        metres_per_minute: toDatasetPrecision(set.metresPerMinute),
        active_minutes: toDatasetPrecision(set.activeSeconds / 60),
        workload: set.workload === null ? null : toDatasetPrecision(set.workload),
        ...Object.fromEntries(
          set.speedzoneProfileZone.map((pct, index) => [
            `speed_zone_${index + 1}_pct`,
            toDatasetPrecision(pct),
          ]),
        ),
        avg_heart_rate_bpm: stored(set.avgHeartRateBpm),
        max_heart_rate_bpm: stored(set.maxHeartRateBpm),
        ...Object.fromEntries(
          [0, 1, 2, 3, 4].map((index) => [
            `heart_rate_zone_${index + 1}_pct`,
            stored(set.heartRateZonePercentages?.[index] ?? null),
          ]),
        ),
        trimp: stored(set.trimp),
        avg_metabolic_power_w_per_kg: stored(set.averageMetabolicPowerWPerKg),
        metabolic_energy_kj_per_kg: stored(set.metabolicEnergyKjPerKg),
        high_metabolic_load_distance_m: stored(set.highMetabolicLoadDistanceM),
        player_load: stored(set.playerLoad),
      }),
    );
    expect(rows.map(metrics).sort()).toEqual(expected.sort());
    // The simulated athletes wear a heart-rate strap: every row has its heart-rate figures.
    expect(rows.every((row) => typeof row.trimp === 'number' && row.trimp > 0)).toBe(true);
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
