import type { ChartDataType, ColumnQuantity } from './reportingTypes.js';

/** A dataset column as every dataset has it; the generated table adds the rows. */
export interface DatasetColumnDefinition {
  id: string;
  name: string;
  chartDataType: ChartDataType;
  /** '#rrggbb', distinct per column so a series keeps its colour on every chart. */
  color: string;
  /** Metric columns only: what the stored numbers measure. */
  quantity: ColumnQuantity | null;
}

const descriptive = (
  id: string,
  name: string,
  chartDataType: ChartDataType,
  color: string,
): DatasetColumnDefinition => ({ id, name, chartDataType, color, quantity: null });

const metric = (
  id: string,
  name: string,
  quantity: ColumnQuantity,
  color: string,
): DatasetColumnDefinition => ({ id, name, chartDataType: 'series', color, quantity });

/**
 * Every column of a dataset, in display order: the descriptive columns of
 * docs/product/reporting.md §3, one column per scalar metric of METRICS.md (named with its
 * stored unit), the survey answers' columns, then the hidden helpers that make distinct counts exact
 * (two athletes may share a name). timeAtKph and the over-time series are not
 * scalars, so they are not columns.
 */
export const DATASET_COLUMN_DEFINITIONS: readonly DatasetColumnDefinition[] = [
  descriptive('athlete_name', 'Athlete Name', 'category', '#5778a4'),
  descriptive('athlete_groups', 'Athlete Groups', 'excluded', '#6a9f58'),
  descriptive('tags', 'Tags', 'excluded', '#967662'),
  descriptive('segment_name', 'Segment Name', 'category', '#e49444'),
  descriptive('start_date', 'Start Date', 'time', '#85b6b2'),
  descriptive('start_time', 'Start Time', 'category', '#d1615d'),
  descriptive('week_start_date', 'Week Start Date', 'time', '#a87c9f'),
  descriptive('month_start_date', 'Month Start Date', 'time', '#e7ca60'),
  descriptive('athlete_position', 'Athlete Position', 'category', '#f1a2a9'),
  descriptive('session_type', 'Session Type', 'category', '#b8b0ac'),
  descriptive('md_code', 'Match Day Code', 'category', '#c2a878'),
  metric('total_distance_m', 'Total Distance (m)', 'distance_m', '#4e79a7'),
  metric('total_high_intensity_distance_m', 'High Intensity Distance (m)', 'distance_m', '#f28e2b'),
  metric('total_sprint_distance_m', 'Sprint Distance (m)', 'distance_m', '#e15759'),
  metric('high_intensity_events', 'High Intensity Events', 'count', '#ffbe7d'),
  metric('sprint_events', 'Sprint Events', 'count', '#ff9d9a'),
  metric('acceleration_events', 'Accelerations', 'count', '#59a14f'),
  metric('deceleration_events', 'Decelerations', 'count', '#b07aa1'),
  metric('max_speed_kph', 'Max Speed (km/h)', 'speed_kph', '#499894'),
  metric('raw_max_speed_kph', 'Raw Max Speed (km/h)', 'speed_kph', '#86bcb6'),
  metric('avg_speed_kph', 'Average Speed (km/h)', 'speed_kph', '#a0cbe8'),
  metric('metres_per_minute', 'Metres per Minute (m/min)', 'distance_per_minute_m', '#b6992d'),
  metric('active_minutes', 'Duration (min)', 'minutes', '#79706e'),
  metric('workload', 'Workload', 'load', '#d37295'),
  // Slow to fast: cool to hot, as the speed-zone charts colour them.
  metric('speed_zone_1_pct', 'Stationary/Walk (%)', 'percent', '#9ecae1'),
  metric('speed_zone_2_pct', 'Jogging (%)', 'percent', '#74c476'),
  metric('speed_zone_3_pct', 'Low Int. Run (%)', 'percent', '#fdd049'),
  metric('speed_zone_4_pct', 'Med Int. Run (%)', 'percent', '#fd8d3c'),
  metric('speed_zone_5_pct', 'High Int. Run (%)', 'percent', '#e6550d'),
  metric('speed_zone_6_pct', 'Sprint (%)', 'percent', '#a50f15'),
  // Heart rate, where the tracks carry it (METRICS.md): zones of the athlete's maximum, light to dark.
  metric('avg_heart_rate_bpm', 'Avg Heart Rate (bpm)', 'heart_rate_bpm', '#c51b7d'),
  metric('max_heart_rate_bpm', 'Max Heart Rate (bpm)', 'heart_rate_bpm', '#7a0177'),
  metric('heart_rate_zone_1_pct', 'HR Zone 1, 50-60 % (%)', 'percent', '#fee5d9'),
  metric('heart_rate_zone_2_pct', 'HR Zone 2, 60-70 % (%)', 'percent', '#fcae91'),
  metric('heart_rate_zone_3_pct', 'HR Zone 3, 70-80 % (%)', 'percent', '#fb6a4a'),
  metric('heart_rate_zone_4_pct', 'HR Zone 4, 80-90 % (%)', 'percent', '#de2d26'),
  metric('heart_rate_zone_5_pct', 'HR Zone 5, 90-100 % (%)', 'percent', '#67000d'),
  metric('trimp', 'TRIMP (AU)', 'load', '#8c6bb1'),
  // Metabolic power (di Prampero; Osgnach et al. 2010).
  metric('avg_metabolic_power_w_per_kg', 'Avg Metabolic Power (W/kg)', 'power_w_per_kg', '#2c7fb8'),
  metric('metabolic_energy_kj_per_kg', 'Energy (kJ/kg)', 'energy_kj_per_kg', '#253494'),
  metric('high_metabolic_load_distance_m', 'HML Distance (m)', 'distance_m', '#41b6c4'),
  // Catapult's own figure, from its export, as given.
  metric('player_load', 'Player Load (AU)', 'load', '#fdae6b'),
  // From the athletes' survey answers (docs/product/surveys.md §10): the
  // session's RPE and Foster's session load (RPE x minutes) on its Whole
  // Session row; the day's wellness (Hooper and McLean, each item 1-7) on the
  // day's rows.
  metric('session_rpe', 'Session RPE (CR-10)', 'score', '#edc948'),
  metric('session_load', 'Session Load (AU)', 'load', '#af7aa1'),
  metric('wellness_score', 'Wellness Score (5-35)', 'score', '#76b7b2'),
  metric('hooper_index', 'Hooper Index (4-28)', 'score', '#4b6c8f'),
  metric('sleep_quality', 'Sleep Quality (1-7)', 'score', '#9c755f'),
  metric('fatigue', 'Fatigue (1-7)', 'score', '#bab0ac'),
  metric('muscle_soreness', 'Muscle Soreness (1-7)', 'score', '#ff9da7'),
  metric('stress', 'Stress (1-7)', 'score', '#c9a0dc'),
  metric('mood', 'Mood (1-7)', 'score', '#86bc86'),
  descriptive('athlete_id', 'Athlete Id', 'excluded', '#9e9e9e'),
  descriptive('session_id', 'Session Id', 'excluded', '#616161'),
];

/** The metric (series) columns' ids, in display order. */
export const METRIC_COLUMN_IDS: readonly string[] = DATASET_COLUMN_DEFINITIONS.filter(
  (column) => column.quantity !== null,
).map((column) => column.id);

/** The Weekly Load's columns made from survey answers (its session-RPE load's ratios, monotony and strain). */
export const WEEKLY_SURVEY_COLUMN_IDS = [
  'session_load_acwr',
  'session_load_ewma_acwr',
  'session_load_monotony',
  'session_load_strain',
] as const;

/**
 * The columns made from athletes' survey answers: health data, which only the
 * club's staff and the athlete themself may read: the session datasets' and
 * the Weekly Load's (WEEKLY_SURVEY_COLUMN_IDS, made from session-RPE load).
 */
export const SURVEY_COLUMN_IDS = [
  'session_rpe',
  'session_load',
  'wellness_score',
  'hooper_index',
  'sleep_quality',
  'fatigue',
  'muscle_soreness',
  'stress',
  'mood',
  ...WEEKLY_SURVEY_COLUMN_IDS,
] as const;

/** Helper columns a dataset keeps for exact distinct counts; never shown nor downloaded. */
export const HIDDEN_COLUMN_IDS = ['athlete_id', 'session_id'] as const;

const byId = new Map(DATASET_COLUMN_DEFINITIONS.map((column) => [column.id, column]));

export function datasetColumnDefinition(id: string): DatasetColumnDefinition | undefined {
  return byId.get(id);
}
