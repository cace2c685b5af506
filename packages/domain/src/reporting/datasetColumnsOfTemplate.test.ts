import { describe, expect, it } from 'vitest';
import { DATASET_COLUMN_DEFINITIONS, datasetColumnDefinition } from './datasetColumnCatalogue.js';
import { datasetColumnsOfTemplate } from './datasetColumnsOfTemplate.js';
import { DATASET_TEMPLATE_KINDS } from './datasetTemplates.js';
import { WEEKLY_LOAD_COLUMN_DEFINITIONS } from './weeklyLoadColumns.js';

const ids = (columns: readonly { id: string }[]) => columns.map((column) => column.id);

describe('datasetColumnsOfTemplate', () => {
  it('gives Session Data the catalogue without the segment name', () => {
    expect(ids(datasetColumnsOfTemplate('sessions'))).toEqual(
      ids(DATASET_COLUMN_DEFINITIONS).filter((id) => id !== 'segment_name'),
    );
  });

  it('gives Segment Data the whole catalogue and Weekly Load its own columns', () => {
    expect(datasetColumnsOfTemplate('segments')).toBe(DATASET_COLUMN_DEFINITIONS);
    expect(datasetColumnsOfTemplate('weeklyLoad')).toBe(WEEKLY_LOAD_COLUMN_DEFINITIONS);
  });

  it('gives every template distinct column ids and colours', () => {
    for (const kind of DATASET_TEMPLATE_KINDS) {
      const columns = datasetColumnsOfTemplate(kind);
      expect(new Set(ids(columns)).size).toBe(columns.length);
      expect(new Set(columns.map((column) => column.color)).size).toBe(columns.length);
    }
  });
});

describe('the Weekly Load columns', () => {
  it('are the athlete, the week, the sums, the top speed, the loads, their ratios, monotony and strain, and the hidden id', () => {
    expect(ids(WEEKLY_LOAD_COLUMN_DEFINITIONS)).toEqual([
      'athlete_name',
      'athlete_groups',
      'athlete_position',
      'week_start_date',
      'session_count',
      'total_distance_m',
      'total_high_intensity_distance_m',
      'total_sprint_distance_m',
      'high_intensity_events',
      'sprint_events',
      'acceleration_events',
      'deceleration_events',
      'active_minutes',
      'workload',
      'max_speed_kph',
      'acute_load',
      'chronic_load',
      'acute_chronic_ratio',
      'distance_acwr',
      'distance_ewma_acwr',
      'high_intensity_acwr',
      'high_intensity_ewma_acwr',
      'session_load_acwr',
      'session_load_ewma_acwr',
      'session_load_monotony',
      'session_load_strain',
      'athlete_id',
    ]);
  });

  it('keep the catalogue’s names and colours, and name the week’s own columns', () => {
    for (const column of WEEKLY_LOAD_COLUMN_DEFINITIONS) {
      const catalogued = datasetColumnDefinition(column.id);
      if (catalogued) expect(column).toEqual(catalogued);
    }
    const own = WEEKLY_LOAD_COLUMN_DEFINITIONS.filter(
      (column) => !datasetColumnDefinition(column.id),
    );
    expect(
      own.map(({ id, name, chartDataType, quantity }) => [id, name, chartDataType, quantity]),
    ).toEqual([
      ['session_count', 'Sessions', 'series', 'count'],
      ['acute_load', 'Acute Load (7-day mean)', 'series', 'load'],
      ['chronic_load', 'Chronic Load (28-day mean)', 'series', 'load'],
      ['acute_chronic_ratio', 'Acute:Chronic Ratio', 'series', 'ratio'],
      ['distance_acwr', 'Distance Rolling A:C Ratio', 'series', 'ratio'],
      ['distance_ewma_acwr', 'Distance EWMA A:C Ratio', 'series', 'ratio'],
      ['high_intensity_acwr', 'High Intensity Rolling A:C Ratio', 'series', 'ratio'],
      ['high_intensity_ewma_acwr', 'High Intensity EWMA A:C Ratio', 'series', 'ratio'],
      ['session_load_acwr', 'Session Load Rolling A:C Ratio', 'series', 'ratio'],
      ['session_load_ewma_acwr', 'Session Load EWMA A:C Ratio', 'series', 'ratio'],
      ['session_load_monotony', 'Session Load Monotony', 'series', 'ratio'],
      ['session_load_strain', 'Session Load Strain (AU)', 'series', 'load'],
    ]);
    // Distinct from every catalogue colour, so a series never shares one.
    const catalogueColours = new Set(DATASET_COLUMN_DEFINITIONS.map((column) => column.color));
    expect(own.filter((column) => catalogueColours.has(column.color))).toEqual([]);
  });
});
