import {
  hooperIndexOfWellness,
  matchDayCoder,
  DATASET_COLUMN_DEFINITIONS,
  datasetTableFromRows,
  toDatasetPrecision,
  type DatasetValue,
} from '@touchline/domain';
import type { LoadedDataset } from '../csvBuilderTypes';
import type { BuilderDataset } from '../useLoadDataset';

export const TOUR_DEMO_DATASET_ID = 'tour-demo-dataset';

const ATHLETES = [
  { id: 'demo-a1', name: 'Alex Morgan', position: 'Forward', groups: ['Attack'], engine: 1.08 },
  { id: 'demo-a2', name: 'Sam Kerr', position: 'Forward', groups: ['Attack'], engine: 1.02 },
  { id: 'demo-a3', name: 'Lucy Bronze', position: 'Defender', groups: ['Defence'], engine: 0.97 },
  { id: 'demo-a4', name: 'Keira Walsh', position: 'Midfielder', groups: ['Midfield'], engine: 1.0 },
  { id: 'demo-a5', name: 'Mary Earps', position: 'Goalkeeper', groups: ['Keepers'], engine: 0.55 },
] as const;

/** Two weeks of three trainings and a match (Monday 5 to Sunday 18 January 2026). */
const SESSIONS = [
  { id: 'demo-s1', date: '2026-01-05', time: '10:00', type: 'Training', load: 0.85 },
  { id: 'demo-s2', date: '2026-01-07', time: '10:00', type: 'Training', load: 1.0 },
  { id: 'demo-s3', date: '2026-01-09', time: '10:00', type: 'Training', load: 0.7 },
  { id: 'demo-s4', date: '2026-01-10', time: '15:00', type: 'Match', load: 1.35 },
  { id: 'demo-s5', date: '2026-01-12', time: '10:00', type: 'Training', load: 0.9 },
  { id: 'demo-s6', date: '2026-01-14', time: '10:00', type: 'Training', load: 1.05 },
  { id: 'demo-s7', date: '2026-01-16', time: '10:00', type: 'Training', load: 0.75 },
  { id: 'demo-s8', date: '2026-01-17', time: '15:00', type: 'Match', load: 1.4 },
] as const;

const matchDayCodeOf = matchDayCoder(
  SESSIONS.filter((session) => session.type === 'Match').map((session) => session.date),
);
const weekStart = (date: string) => (date < '2026-01-12' ? '2026-01-05' : '2026-01-12');
const round = (value: number) => toDatasetPrecision(value);

/** The athlete's answers: harder sessions feel harder, and the morning was more tiring. */
function demoSurveyAnswers(effort: number, minutes: number): Record<string, DatasetValue> {
  const rpe = Math.min(10, Math.max(1, Math.round(6 * effort)));
  const item = (base: number) => Math.min(7, Math.max(1, Math.round(base + 2 * (effort - 1))));
  const wellness = [item(3), item(3), item(3), item(2), item(2)];
  const [sleepQuality, fatigue, muscleSoreness, stress, mood] = wellness;
  return {
    session_rpe: rpe,
    session_load: rpe * minutes,
    wellness_score: wellness.reduce((sum, value) => sum + value, 0),
    hooper_index: hooperIndexOfWellness({ sleepQuality, fatigue, muscleSoreness, stress, mood }),
    sleep_quality: wellness[0]!,
    fatigue: wellness[1]!,
    muscle_soreness: wellness[2]!,
    stress: wellness[3]!,
    mood: wellness[4]!,
  };
}

/** One athlete's session: every number follows from the athlete's engine and the session's load. */
function demoRow(
  athlete: (typeof ATHLETES)[number],
  session: (typeof SESSIONS)[number],
  variation: number,
): Record<string, DatasetValue> {
  const effort = athlete.engine * session.load * variation;
  const minutes = session.type === 'Match' ? 92 : 75;
  const distanceM = round(5200 * effort + minutes * 10);
  const highIntensityM = round(distanceM * 0.12 * effort);
  const sprintM = round(highIntensityM * 0.3);
  const maxSpeedKph = round(24 + 8 * athlete.engine * Math.min(session.load, 1.2));
  const zones = [18, 34, 24, 14, 7, 3].map((share, zone) =>
    round(zone < 3 ? share + (1 - effort) * 4 : share - (1 - effort) * 2),
  );
  return {
    athlete_name: athlete.name,
    athlete_groups: athlete.groups,
    tags: session.type === 'Match' ? ['Match Day'] : [],
    segment_name: 'Whole Session',
    start_date: session.date,
    start_time: session.time,
    week_start_date: weekStart(session.date),
    month_start_date: '2026-01-01',
    athlete_position: athlete.position,
    session_type: session.type,
    md_code: matchDayCodeOf(session.date),
    total_distance_m: distanceM,
    total_high_intensity_distance_m: highIntensityM,
    total_sprint_distance_m: sprintM,
    high_intensity_events: Math.round(40 * effort),
    sprint_events: Math.round(12 * effort),
    acceleration_events: Math.round(55 * effort),
    deceleration_events: Math.round(50 * effort),
    max_speed_kph: maxSpeedKph,
    raw_max_speed_kph: round(maxSpeedKph + 0.4),
    avg_speed_kph: round((distanceM / 1000 / minutes) * 60),
    metres_per_minute: round(distanceM / minutes),
    active_minutes: minutes,
    workload: round(minutes * 6.5 * effort),
    speed_zone_1_pct: zones[0]!,
    speed_zone_2_pct: zones[1]!,
    speed_zone_3_pct: zones[2]!,
    speed_zone_4_pct: zones[3]!,
    speed_zone_5_pct: zones[4]!,
    speed_zone_6_pct: zones[5]!,
    ...demoHeartAndMetabolicCells(effort, minutes, distanceM),
    ...demoSurveyAnswers(effort, minutes),
    athlete_id: athlete.id,
    session_id: session.id,
  };
}

/** Heart rate of a 60-195 bpm heart, and metabolic figures, that rise with the session's effort. */
function demoHeartAndMetabolicCells(effort: number, minutes: number, distanceM: number) {
  // Minutes of each zone, harder sessions shifting time upwards.
  const zoneMinutes = [0.2, 0.3, 0.25, 0.15, 0.05].map((share, zone) =>
    round(minutes * (zone < 2 ? share * (2 - effort) : share * effort)),
  );
  const withHeartRate = zoneMinutes.reduce((sum, m) => sum + m, 0);
  const powerWPerKg = round(9 * effort);
  return {
    avg_heart_rate_bpm: round(140 * effort),
    max_heart_rate_bpm: round(182 + 8 * effort),
    heart_rate_zone_1_pct: round((zoneMinutes[0]! / withHeartRate) * 100),
    heart_rate_zone_2_pct: round((zoneMinutes[1]! / withHeartRate) * 100),
    heart_rate_zone_3_pct: round((zoneMinutes[2]! / withHeartRate) * 100),
    heart_rate_zone_4_pct: round((zoneMinutes[3]! / withHeartRate) * 100),
    heart_rate_zone_5_pct: round((zoneMinutes[4]! / withHeartRate) * 100),
    trimp: round(zoneMinutes.reduce((sum, m, zone) => sum + m * (zone + 1), 0)),
    avg_metabolic_power_w_per_kg: powerWPerKg,
    metabolic_energy_kj_per_kg: round((powerWPerKg * minutes * 60) / 1000),
    high_metabolic_load_distance_m: round(distanceM * 0.15 * effort),
    player_load: round(minutes * 6.5 * effort),
  };
}

/**
 * The tour's demo dataset (docs/product/reporting.md §2, §4): five athletes over two weeks, one row per athlete
 * per session, with every column of the catalogue. Always the same numbers; never saved.
 */
export function tourDemoDataset(): LoadedDataset {
  const rows = SESSIONS.flatMap((session, s) =>
    ATHLETES.map((athlete, a) => demoRow(athlete, session, 0.94 + ((s * 7 + a * 3) % 11) / 100)),
  );
  return {
    id: TOUR_DEMO_DATASET_ID,
    title: 'Demo: Session Data',
    startsAt: SESSIONS[0].date,
    endsAt: '2026-01-18',
    dateFormat: 'MM/DD/YYYY',
    templateName: 'Session Data',
    table: datasetTableFromRows(rows, DATASET_COLUMN_DEFINITIONS),
    gridConfig: null,
    demo: true,
  };
}

/** The demo dataset as the builder shows it: owned by nobody, and never duplicated. */
export function tourBuilderDataset(): BuilderDataset {
  const dataset = tourDemoDataset();
  return {
    dataset,
    csvTemplateId: null,
    ownerName: 'Touchline demo',
    rowCount: dataset.table.columns[0]?.rows.length ?? 0,
  };
}
