import { describe, expect, it } from 'vitest';
import {
  DATASET_COLUMN_DEFINITIONS,
  HIDDEN_COLUMN_IDS,
  METRIC_COLUMN_IDS,
  datasetColumnDefinition,
} from './datasetColumnCatalogue.js';
import { DESCRIPTIVE_COLUMN_IDS } from './reportingTypes.js';

describe('the dataset column catalogue', () => {
  it('starts with the descriptive columns of docs/product/reporting.md §3, in their order', () => {
    expect(DATASET_COLUMN_DEFINITIONS.slice(0, 11).map((column) => column.id)).toEqual([
      ...DESCRIPTIVE_COLUMN_IDS,
    ]);
  });

  it('gives the X-axis types: dates are time, lists are excluded', () => {
    const typeOf = (id: string) => datasetColumnDefinition(id)?.chartDataType;
    expect(['start_date', 'week_start_date', 'month_start_date'].map(typeOf)).toEqual([
      'time',
      'time',
      'time',
    ]);
    expect(['athlete_groups', 'tags', 'athlete_id', 'session_id'].map(typeOf)).toEqual([
      'excluded',
      'excluded',
      'excluded',
      'excluded',
    ]);
    expect(
      [
        'athlete_name',
        'segment_name',
        'start_time',
        'athlete_position',
        'session_type',
        'md_code',
      ].map(typeOf),
    ).toEqual(['category', 'category', 'category', 'category', 'category', 'category']);
  });

  it('has 40 metric columns, all series with a quantity, named with their unit', () => {
    expect(METRIC_COLUMN_IDS).toHaveLength(40);
    for (const id of METRIC_COLUMN_IDS) {
      const column = datasetColumnDefinition(id)!;
      expect(column.chartDataType).toBe('series');
      expect(column.quantity).not.toBeNull();
    }
    expect(datasetColumnDefinition('total_distance_m')?.name).toBe('Total Distance (m)');
    expect(datasetColumnDefinition('speed_zone_6_pct')).toMatchObject({
      name: 'Sprint (%)',
      quantity: 'percent',
    });
    expect(datasetColumnDefinition('workload')?.quantity).toBe('load');
  });

  it('has the heart-rate and metabolic columns, with their units', () => {
    const named = (id: string) => {
      const column = datasetColumnDefinition(id)!;
      return [column.name, column.quantity];
    };
    expect(named('avg_heart_rate_bpm')).toEqual(['Avg Heart Rate (bpm)', 'heart_rate_bpm']);
    expect(named('heart_rate_zone_5_pct')).toEqual(['HR Zone 5, 90-100 % (%)', 'percent']);
    expect(named('trimp')).toEqual(['TRIMP (AU)', 'load']);
    expect(named('avg_metabolic_power_w_per_kg')).toEqual([
      'Avg Metabolic Power (W/kg)',
      'power_w_per_kg',
    ]);
    expect(named('metabolic_energy_kj_per_kg')).toEqual(['Energy (kJ/kg)', 'energy_kj_per_kg']);
    expect(named('high_metabolic_load_distance_m')).toEqual(['HML Distance (m)', 'distance_m']);
    expect(named('player_load')).toEqual(['Player Load (AU)', 'load']);
  });

  it('ends the metrics with the survey answers: RPE, session load (a load) and wellness', () => {
    expect(METRIC_COLUMN_IDS.slice(-9)).toEqual([
      'session_rpe',
      'session_load',
      'wellness_score',
      'hooper_index',
      'sleep_quality',
      'fatigue',
      'muscle_soreness',
      'stress',
      'mood',
    ]);
    expect(datasetColumnDefinition('session_load')).toMatchObject({
      name: 'Session Load (AU)',
      quantity: 'load',
    });
    expect(datasetColumnDefinition('wellness_score')?.quantity).toBe('score');
    expect(datasetColumnDefinition('hooper_index')).toMatchObject({
      name: 'Hooper Index (4-28)',
      quantity: 'score',
    });
  });

  it('has unique ids and a distinct colour per column', () => {
    const ids = DATASET_COLUMN_DEFINITIONS.map((column) => column.id);
    const colors = DATASET_COLUMN_DEFINITIONS.map((column) => column.color);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(colors).size).toBe(colors.length);
    for (const color of colors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps the hidden helpers last and answers undefined for unknown ids', () => {
    expect(DATASET_COLUMN_DEFINITIONS.slice(-2).map((column) => column.id)).toEqual([
      ...HIDDEN_COLUMN_IDS,
    ]);
    expect(datasetColumnDefinition('nope')).toBeUndefined();
  });
});
