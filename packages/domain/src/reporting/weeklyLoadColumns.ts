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
 * rolling means of daily workload at its end. The hidden athlete_id keeps
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
  catalogued('athlete_id'),
];
