import { describe, expect, it } from 'vitest';
import { gridColumnsOf, type GridColumn } from './gridColumns';
import { groupRows } from './gridGroups';
import { selectionTotals, type GridSelection } from './gridSelection';
import { gridTable } from './testing/gridTable';

const columns = gridColumnsOf(gridTable(), 'metric', 'MM/DD/YYYY');
const byId = (id: string) => columns.find((column) => column.id === id)!;
const ALL_ROWS = [0, 1, 2, 3, 4, 5];
const input = (shown: readonly (number | ReturnType<typeof groupRows>[number])[]) => ({
  shown,
  columns,
  rowIndices: ALL_ROWS,
  aggregationOf: (column: GridColumn) => column.defaultAggregation,
});
const cells = (from: [number, string], to: [number, string]): GridSelection => ({
  kind: 'cells',
  anchor: { row: from[0], columnId: from[1] },
  focus: { row: to[0], columnId: to[1] },
});

describe('selectionTotals', () => {
  it('sums up and averages a selected column over every filtered row', () => {
    const totals = selectionTotals({ kind: 'column', columnId: 'max_speed_kph' }, input(ALL_ROWS));
    // 30 + 32 + 28 + 33 + 31; row 4 has none.
    expect(totals).toEqual({ sum: 154, average: 30.8 });
  });

  it('takes the numbers of a rectangle of cells, whichever corner was clicked first', () => {
    // Rows 1 to 3, Total Distance and Max Speed: 1828.8, 4572, (none); 32, 28, 33.
    const selection = cells([3, 'max_speed_kph'], [1, 'total_distance_m']);
    const totals = selectionTotals(selection, input(ALL_ROWS))!;
    expect(totals.sum).toBeCloseTo(6493.8, 6);
    expect(totals.average).toBeCloseTo(6493.8 / 5, 6);
  });

  it('counts what a group row shows, and nothing for texts', () => {
    const groups = groupRows(ALL_ROWS, [byId('athlete_position')], []);
    // Defender's top speed 32, Forward's 33, the blank position's 31.
    const totals = selectionTotals(cells([0, 'athlete_name'], [2, 'max_speed_kph']), input(groups));
    expect(totals).toEqual({ sum: 5486.4 + 4572 + 3657.6 + 96, average: (13716 + 96) / 6 });
    expect(
      selectionTotals(cells([0, 'athlete_name'], [5, 'session_type']), input(ALL_ROWS)),
    ).toBeNull();
    expect(selectionTotals(null, input(ALL_ROWS))).toBeNull();
  });
});
