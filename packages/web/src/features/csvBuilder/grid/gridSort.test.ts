import { describe, expect, it } from 'vitest';
import { gridColumnsOf } from './gridColumns';
import { sortedRows } from './gridSort';
import { gridTable } from './testing/gridTable';

describe('sortedRows', () => {
  const columns = gridColumnsOf(gridTable(), 'metric', 'MM/DD/YYYY');
  const rows = [0, 1, 2, 3, 4, 5];

  it('sorts numbers either way, a missing number last both ways', () => {
    expect(sortedRows(rows, columns, [{ id: 'total_distance_m', desc: false }])).toEqual([
      0, 1, 4, 5, 2, 3,
    ]);
    expect(sortedRows(rows, columns, [{ id: 'total_distance_m', desc: true }])).toEqual([
      2, 5, 4, 1, 0, 3,
    ]);
  });

  it('sorts texts alphabetically, then by the next sort, ties in dataset order', () => {
    const sorting = [
      { id: 'athlete_position', desc: false },
      { id: 'max_speed_kph', desc: true },
    ];
    // Defender 32, 30, (none); Forward 33, 28; no position last.
    expect(sortedRows(rows, columns, sorting)).toEqual([1, 0, 4, 3, 2, 5]);
    expect(sortedRows(rows, columns, [{ id: 'session_type', desc: false }])).toEqual([
      1, 3, 0, 2, 4, 5,
    ]);
  });

  it('keeps the order without sorts, and ignores sorts of unknown columns', () => {
    expect(sortedRows([3, 1, 2], columns, [])).toEqual([3, 1, 2]);
    expect(sortedRows([3, 1, 2], columns, [{ id: 'athlete_id', desc: false }])).toEqual([3, 1, 2]);
  });
});
