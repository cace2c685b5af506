import type { GridAggregation } from './gridConfig.js';

// The top speed (heart rate) of a group is its fastest row, not a sum or a mean.
const TOP_SPEED_COLUMN_IDS = new Set(['max_speed_kph', 'raw_max_speed_kph']);
const TOP_HEART_RATE_COLUMN_IDS = new Set(['max_heart_rate_bpm']);

/**
 * How a grouped row of the grid sums up a column it has no saved
 * aggregation for: amounts add up (distances, counts, durations, load);
 * top speeds take the fastest; rates, other speeds, shares and ratios
 * average. A descriptive column (no quantity) counts its values.
 */
export function defaultGridAggregation(column: {
  id: string;
  // A ColumnQuantity, typed as the string GraphQL answers.
  quantity: string | null;
}): GridAggregation {
  switch (column.quantity) {
    case null:
      return 'count';
    case 'distance_m':
    case 'count':
    case 'minutes':
    case 'seconds':
    case 'load':
    case 'energy_kj_per_kg':
      return 'sum';
    case 'heart_rate_bpm':
      return TOP_HEART_RATE_COLUMN_IDS.has(column.id) ? 'max' : 'avg';
    case 'speed_kph':
      return TOP_SPEED_COLUMN_IDS.has(column.id) ? 'max' : 'avg';
    default:
      return 'avg';
  }
}
