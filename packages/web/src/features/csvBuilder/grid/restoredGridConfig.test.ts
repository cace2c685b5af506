import { EMPTY_GRID_CONFIG, type GridConfig } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { gridColumnsOf } from './gridColumns';
import { restoredGridConfig } from './restoredGridConfig';
import { gridTable } from './testing/gridTable';

describe('restoredGridConfig', () => {
  const columns = gridColumnsOf(gridTable(), 'metric', 'MM/DD/YYYY');

  it('restores a saved layout of known columns as it was', () => {
    const saved: GridConfig = {
      version: 1,
      grouping: ['athlete_position', 'session_type'],
      aggregations: { total_distance_m: 'avg' },
      sorting: [{ id: 'max_speed_kph', desc: true }],
      columnFilters: [
        { id: 'athlete_name', kind: 'text', contains: 'an' },
        { id: 'total_distance_m', kind: 'range', min: 1000, max: null },
      ],
      columnVisibility: { athlete_groups: false },
      columnOrder: ['max_speed_kph', 'athlete_name'],
      columnSizing: { athlete_name: 220 },
    };
    expect(restoredGridConfig(saved, columns)).toEqual(saved);
  });

  it('drops unknown and hidden columns, misplaced aggregations and filters, widths out of bounds', () => {
    const saved: GridConfig = {
      version: 1,
      grouping: ['gone', 'session_type', 'athlete_id'],
      aggregations: { total_distance_m: 'max', athlete_name: 'count', gone: 'sum' },
      sorting: [
        { id: 'gone', desc: false },
        { id: 'start_date', desc: true },
      ],
      columnFilters: [
        { id: 'gone', kind: 'text', contains: 'x' },
        { id: 'athlete_name', kind: 'range', min: 1, max: 2 },
        { id: 'max_speed_kph', kind: 'set', values: ['30'] },
        { id: 'athlete_groups', kind: 'set', values: ['Reds'] },
      ],
      columnVisibility: { gone: false, tags: false, max_speed_kph: false },
      columnOrder: ['gone', 'max_speed_kph', 'session_id'],
      columnSizing: { gone: 100, athlete_name: 10, session_type: 3000, start_date: 90 },
    };
    expect(restoredGridConfig(saved, columns)).toEqual({
      version: 1,
      grouping: ['session_type'],
      aggregations: { total_distance_m: 'max' },
      sorting: [{ id: 'start_date', desc: true }],
      columnFilters: [{ id: 'athlete_groups', kind: 'set', values: ['Reds'] }],
      columnVisibility: { max_speed_kph: false },
      columnOrder: ['max_speed_kph'],
      columnSizing: { start_date: 90 },
    });
  });

  it('is the empty layout when none was saved', () => {
    expect(restoredGridConfig(null, columns)).toEqual(EMPTY_GRID_CONFIG);
  });
});
