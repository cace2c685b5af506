import {
  DATASET_COLUMN_DEFINITIONS,
  matchDayCoder,
  type MatchDayCode,
  toDatasetPrecision,
  WHOLE_SESSION,
  type DatasetColumn,
  type DatasetValue,
} from '@touchline/domain';
import type { DatasetInputs } from './loadDatasetInputs.js';
import { surveyMetricCells, type SurveyRowValues } from './surveyMetricCells.js';
import { zonedClock, type ZonedStart } from './zonedClock.js';

type MetricSet = DatasetInputs['metricSets'][number];

/** What one row's cells are read from. */
interface RowSource {
  athlete: DatasetInputs['athletes'][number];
  groups: readonly string[];
  tags: readonly string[];
  sessionId: string;
  sessionType: 'Training' | 'Match';
  mdCode: MatchDayCode | null;
  windowName: string;
  start: ZonedStart;
  set: MetricSet;
  survey: SurveyRowValues;
}

const zone = (index: number) => (row: RowSource) => row.set.speedzoneProfileZone[index] ?? null;
const heartRateZone = (index: number) => (row: RowSource) =>
  row.set.heartRateZonePercentages?.[index] ?? null;

/** Every column's cell, by column id (the catalogue's ids). */
const CELLS: Record<string, (row: RowSource) => DatasetValue> = {
  athlete_name: (row) => row.athlete.name,
  athlete_groups: (row) => row.groups,
  tags: (row) => row.tags,
  segment_name: (row) => row.windowName,
  start_date: (row) => row.start.date,
  start_time: (row) => row.start.time,
  week_start_date: (row) => row.start.weekStart,
  month_start_date: (row) => row.start.monthStart,
  athlete_position: (row) => row.athlete.position,
  session_type: (row) => row.sessionType,
  md_code: (row) => row.mdCode,
  total_distance_m: (row) => row.set.totalDistanceM,
  total_high_intensity_distance_m: (row) => row.set.totalHighIntensityDistanceM,
  total_sprint_distance_m: (row) => row.set.totalSprintDistanceM,
  high_intensity_events: (row) => row.set.highIntensityEvents,
  sprint_events: (row) => row.set.sprintEvents,
  acceleration_events: (row) => row.set.accelerationEvents,
  deceleration_events: (row) => row.set.decelerationEvents,
  max_speed_kph: (row) => row.set.maxSpeedKph,
  raw_max_speed_kph: (row) => row.set.rawMaxSpeedKph,
  avg_speed_kph: (row) => row.set.avgSpeedKph,
  metres_per_minute: (row) => row.set.metresPerMinute,
  active_minutes: (row) => row.set.activeSeconds / 60,
  workload: (row) => row.set.workload,
  speed_zone_1_pct: zone(0),
  speed_zone_2_pct: zone(1),
  speed_zone_3_pct: zone(2),
  speed_zone_4_pct: zone(3),
  speed_zone_5_pct: zone(4),
  speed_zone_6_pct: zone(5),
  avg_heart_rate_bpm: (row) => row.set.avgHeartRateBpm,
  max_heart_rate_bpm: (row) => row.set.maxHeartRateBpm,
  heart_rate_zone_1_pct: heartRateZone(0),
  heart_rate_zone_2_pct: heartRateZone(1),
  heart_rate_zone_3_pct: heartRateZone(2),
  heart_rate_zone_4_pct: heartRateZone(3),
  heart_rate_zone_5_pct: heartRateZone(4),
  trimp: (row) => row.set.trimp,
  avg_metabolic_power_w_per_kg: (row) => row.set.averageMetabolicPowerWPerKg,
  metabolic_energy_kj_per_kg: (row) => row.set.metabolicEnergyKjPerKg,
  high_metabolic_load_distance_m: (row) => row.set.highMetabolicLoadDistanceM,
  player_load: (row) => row.set.playerLoad,
  session_rpe: (row) => row.survey.sessionRpe,
  session_load: (row) => row.survey.sessionLoad,
  wellness_score: (row) => row.survey.wellnessScore,
  hooper_index: (row) => row.survey.hooperIndex,
  sleep_quality: (row) => row.survey.wellness.sleepQuality ?? null,
  fatigue: (row) => row.survey.wellness.fatigue ?? null,
  muscle_soreness: (row) => row.survey.wellness.muscleSoreness ?? null,
  stress: (row) => row.survey.wellness.stress ?? null,
  mood: (row) => row.survey.wellness.mood ?? null,
  athlete_id: (row) => row.athlete.id,
  session_id: (row) => row.sessionId,
};

// One collator: localeCompare with options makes one for every comparison.
const names = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: { name: string }, b: { name: string }) => names.compare(a.name, b.name);

/**
 * The dataset's table, column by column (docs/product/reporting.md §3): one row per athlete,
 * session and window: 'Whole Session' (the athlete's session metric set)
 * and each segment of the session (the athlete's clipped segment metrics).
 * Rows go by session start, athlete name, then Whole Session before the
 * segments in their order. A window without usable data (no active time)
 * has no row, as the session report shows none. Survey answers join the
 * rows: a session's RPE and load its Whole Session row, a day's wellness
 * every row of the athlete's sessions that day. Each row has its session's
 * match-day code (MD-4 … MD+2) from the club's matches around the range.
 */
export function buildDatasetTable(inputs: DatasetInputs, timeZone: string): DatasetColumn[] {
  const startOf = zonedClock(timeZone);
  const surveyOf = surveyMetricCells(inputs.surveyMetrics, startOf);
  const mdCodeOf = matchDayCoder(inputs.matchStarts.map((start) => startOf(start).date));
  const athleteById = new Map(inputs.athletes.map((athlete) => [athlete.id, athlete]));
  const setsByParticipation = groupBy(inputs.metricSets, (set) => set.sessionParticipationId);
  const participationsBySession = groupBy(inputs.participations, (p) => p.sessionId);
  const segmentsBySession = groupBy(inputs.segments, (segment) => segment.sessionId);
  const segmentTags = new Map(
    inputs.segmentParticipations.map((p) => [
      `${p.segmentId}:${p.sessionParticipationId}`,
      p.tagDefinitionIds,
    ]),
  );
  const labelsOf = (...idLists: readonly (readonly string[] | undefined)[]) => [
    ...new Set(
      idLists.flatMap((ids) => (ids ?? []).flatMap((id) => inputs.tagLabels.get(id) ?? [])),
    ),
  ];

  const rows: RowSource[] = [];
  for (const session of inputs.sessions) {
    const start = startOf(session.startTime);
    const sessionType = session.kind === 'match' ? 'Match' : 'Training';
    const mdCode = mdCodeOf(start.date);
    const minutes = (session.endTime.getTime() - session.startTime.getTime()) / 60_000;
    const participants = (participationsBySession.get(session.id) ?? [])
      .flatMap((p) => {
        const athlete = athleteById.get(p.athleteId);
        return athlete ? [{ participation: p, athlete, name: athlete.name }] : [];
      })
      .sort(byName);
    for (const { participation, athlete } of participants) {
      const sets = setsByParticipation.get(participation.id) ?? [];
      const row = (set: MetricSet, windowName: string, tags: string[]) => {
        if (set.activeSeconds > 0)
          rows.push({
            athlete,
            groups: inputs.groupsOfAthlete.get(athlete.id) ?? [],
            tags,
            sessionId: session.id,
            sessionType,
            mdCode,
            windowName,
            start,
            set,
            survey: surveyOf({
              athleteId: athlete.id,
              sessionId: session.id,
              date: start.date,
              wholeSession: windowName === WHOLE_SESSION,
              minutes,
            }),
          });
      };
      const whole = sets.find((set) => set.windowKey === 'session');
      if (whole) row(whole, WHOLE_SESSION, labelsOf(participation.tagDefinitionIds));
      for (const segment of segmentsBySession.get(session.id) ?? []) {
        const set = sets.find((candidate) => candidate.segmentId === segment.id);
        if (!set) continue;
        const tags = labelsOf(
          participation.tagDefinitionIds,
          segment.tagDefinitionIds,
          segmentTags.get(`${segment.id}:${participation.id}`),
        );
        row(set, segment.title, tags);
      }
    }
  }

  return DATASET_COLUMN_DEFINITIONS.map((definition) => {
    const cell = CELLS[definition.id];
    if (!cell) throw new Error(`No cells for the dataset column ${definition.id}`);
    if (definition.quantity === null) return { ...definition, rows: rows.map(cell) };
    const metric = (row: RowSource) => {
      const value = cell(row);
      return typeof value === 'number' ? toDatasetPrecision(value) : value;
    };
    return { ...definition, rows: rows.map(metric) };
  });
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
