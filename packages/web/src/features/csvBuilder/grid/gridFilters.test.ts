import { describe, expect, it } from 'vitest';
import { filteredRowIndices } from './gridFilters';
import { gridTable } from './testing/gridTable';

describe('filteredRowIndices', () => {
  const table = gridTable();

  it('keeps every row, in order, without filters', () => {
    expect(filteredRowIndices(table, [], 'metric')).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('matches text that contains the words, ignoring case; a missing value never', () => {
    const filters = [{ id: 'athlete_position', kind: 'text' as const, contains: 'FEND' }];
    expect(filteredRowIndices(table, filters, 'metric')).toEqual([0, 1, 4]);
  });

  it('lets a list through when any item matches, and an empty list as the blank value', () => {
    expect(
      filteredRowIndices(
        table,
        [{ id: 'athlete_groups', kind: 'set', values: ['Blues'] }],
        'metric',
      ),
    ).toEqual([2, 4, 5]);
    expect(
      filteredRowIndices(table, [{ id: 'athlete_groups', kind: 'set', values: [''] }], 'metric'),
    ).toEqual([3]);
  });

  it('reads range bounds in the person units and drops missing numbers', () => {
    const range = { id: 'total_distance_m', kind: 'range' as const, min: 2000, max: 4000 };
    // metres: 1828.8 is under 2000; 2743.2 and 3657.6 are in.
    expect(filteredRowIndices(table, [range], 'metric')).toEqual([4, 5]);
    // yards: 2000, 3000 and 4000 yd are in.
    expect(filteredRowIndices(table, [range], 'imperial')).toEqual([1, 4, 5]);
    const open = { id: 'max_speed_kph', kind: 'range' as const, min: 31, max: null };
    expect(filteredRowIndices(table, [open], 'metric')).toEqual([1, 3, 5]);
  });

  it('needs every filter to pass', () => {
    const filters = [
      { id: 'session_type', kind: 'set' as const, values: ['Training'] },
      { id: 'max_speed_kph', kind: 'range' as const, min: null, max: 30 },
    ];
    expect(filteredRowIndices(table, filters, 'metric')).toEqual([0, 2]);
  });

  it('ignores filters of unknown columns and of a kind their column cannot take', () => {
    const filters = [
      { id: 'nope', kind: 'text' as const, contains: 'x' },
      { id: 'athlete_name', kind: 'range' as const, min: 1, max: 2 },
      { id: 'total_distance_m', kind: 'text' as const, contains: 'x' },
    ];
    expect(filteredRowIndices(table, filters, 'metric')).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
