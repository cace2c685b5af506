import { datasetColumnDefinition, type DatasetColumnDefinition } from './datasetColumnCatalogue.js';
import type { ColumnQuantity } from './reportingTypes.js';

const catalogued = (id: string): DatasetColumnDefinition => {
  const definition = datasetColumnDefinition(id);
  if (!definition) throw new Error(`The dataset column catalogue has no column ${id}`);
  return definition;
};

const metric = (
  id: string,
  name: string,
  quantity: ColumnQuantity,
  color: string,
): DatasetColumnDefinition => ({ id, name, chartDataType: 'series', color, quantity });

/** The session columns a week adds up. */
export const WEEKLY_SUMMED_COLUMN_IDS = [
  'total_distance_m',
  'total_high_intensity_distance_m',
  'total_sprint_distance_m',
  'high_intensity_events',
  'sprint_events',
  'acceleration_events',
  'deceleration_events',
  'active_minutes',
  'workload',
] as const;

/**
 * The columns of a Weekly Load dataset (docs/product/dataset-templates.md §5), in
 * display order: one row per athlete per Monday-to-Sunday week. Columns the
 * catalogue has keep its names and colours (a week's Total Distance is the sum
 * of its sessions' Total Distance); the week adds its session count and the
 * rolling means of daily workload at its end, the acute:chronic ratios of
 * distance, high-intensity distance and session-RPE load (rolling and
 * exponentially weighted) and the week's monotony and strain of session-RPE
 * load. The hidden athlete_id keeps
 * distinct counts exact.
 * Not part of DATASET_COLUMN_DEFINITIONS: session datasets have no such cells.
 */
export const WEEKLY_LOAD_COLUMN_DEFINITIONS: readonly DatasetColumnDefinition[] = [
  ...['athlete_name', 'athlete_groups', 'athlete_position', 'week_start_date'].map(catalogued),
  metric('session_count', 'Sessions', 'count', '#8cd17d'),
  ...[...WEEKLY_SUMMED_COLUMN_IDS, 'max_speed_kph'].map(catalogued),
  metric('acute_load', 'Acute Load (7-day mean)', 'load', '#f1ce63'),
  metric('chronic_load', 'Chronic Load (28-day mean)', 'load', '#9d7660'),
  metric('acute_chronic_ratio', 'Acute:Chronic Ratio', 'ratio', '#d4a6c8'),
  metric('distance_acwr', 'Distance Rolling A:C Ratio', 'ratio', '#1f77b4'),
  metric('distance_ewma_acwr', 'Distance EWMA A:C Ratio', 'ratio', '#17becf'),
  metric('high_intensity_acwr', 'High Intensity Rolling A:C Ratio', 'ratio', '#ff7f0e'),
  metric('high_intensity_ewma_acwr', 'High Intensity EWMA A:C Ratio', 'ratio', '#bcbd22'),
  metric('session_load_acwr', 'Session Load Rolling A:C Ratio', 'ratio', '#9467bd'),
  metric('session_load_ewma_acwr', 'Session Load EWMA A:C Ratio', 'ratio', '#e377c2'),
  metric('session_load_monotony', 'Session Load Monotony', 'ratio', '#8c564b'),
  metric('session_load_strain', 'Session Load Strain (AU)', 'load', '#d62728'),
  catalogued('athlete_id'),
];

/**
 * The acute:chronic ratio columns, of any dataset: their charts draw the
 * sweet-spot band (ACUTE_CHRONIC_SWEET_SPOT).
 */
export const ACUTE_CHRONIC_RATIO_COLUMN_IDS: readonly string[] = [
  'acute_chronic_ratio',
  'distance_acwr',
  'distance_ewma_acwr',
  'high_intensity_acwr',
  'high_intensity_ewma_acwr',
  'session_load_acwr',
  'session_load_ewma_acwr',
];

/**
 * The acute:chronic ratios where injury risk was lowest (Gabbett 2016, Br J
 * Sports Med 50: 273-280): 0.8 to 1.3.
 */
export const ACUTE_CHRONIC_SWEET_SPOT = { low: 0.8, high: 1.3 } as const;
