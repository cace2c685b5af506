import { describe, expect, it } from 'vitest';
import { DATASET_COLUMN_DEFINITIONS } from './datasetColumnCatalogue.js';
import { defaultGridAggregation } from './defaultGridAggregation.js';
import { WEEKLY_LOAD_COLUMN_DEFINITIONS } from './weeklyLoadColumns.js';

const aggregationOf = (id: string) => {
  const column = [...DATASET_COLUMN_DEFINITIONS, ...WEEKLY_LOAD_COLUMN_DEFINITIONS].find(
    (definition) => definition.id === id,
  )!;
  return defaultGridAggregation(column);
};

describe('defaultGridAggregation', () => {
  it('adds up distances, counts, durations and load', () => {
    expect(
      [
        'total_distance_m',
        'total_sprint_distance_m',
        'sprint_events',
        'acceleration_events',
        'session_count',
        'active_minutes',
        'workload',
        'acute_load',
      ].map(aggregationOf),
    ).toEqual(Array(8).fill('sum'));
    expect(defaultGridAggregation({ id: 'time_in_zone', quantity: 'seconds' })).toBe('sum');
  });

  it('takes the top of top speeds and averages rates, other speeds, shares and ratios', () => {
    expect(['max_speed_kph', 'raw_max_speed_kph'].map(aggregationOf)).toEqual(['max', 'max']);
    expect(
      ['avg_speed_kph', 'metres_per_minute', 'speed_zone_1_pct', 'acute_chronic_ratio'].map(
        aggregationOf,
      ),
    ).toEqual(['avg', 'avg', 'avg', 'avg']);
  });

  it('adds up TRIMP, energy and HML distance; takes the top heart rate; averages rates and power', () => {
    expect(
      ['trimp', 'metabolic_energy_kj_per_kg', 'high_metabolic_load_distance_m'].map(aggregationOf),
    ).toEqual(['sum', 'sum', 'sum']);
    expect(aggregationOf('max_heart_rate_bpm')).toBe('max');
    expect(
      ['avg_heart_rate_bpm', 'heart_rate_zone_3_pct', 'avg_metabolic_power_w_per_kg'].map(
        aggregationOf,
      ),
    ).toEqual(['avg', 'avg', 'avg']);
  });

  it('counts the values of a descriptive column', () => {
    expect(aggregationOf('athlete_name')).toBe('count');
  });
});
