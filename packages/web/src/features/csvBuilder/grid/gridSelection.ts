import { gridAggregate, type GridAggregation } from '@touchline/domain';
import type { GridColumn } from './gridColumns';
import { groupAggregate, type GridRow } from './gridGroups';

/** A cell by the index of its shown row and its column's id. */
export interface GridCell {
  row: number;
  columnId: string;
}

/** What the status bar sums up: a rectangle of cells (click, then shift-click) or a column. */
export type GridSelection =
  | { kind: 'cells'; anchor: GridCell; focus: GridCell }
  | { kind: 'column'; columnId: string }
  | null;

/** The shown rows and columns a cell selection spans (inclusive), or null if a column is gone. */
export function selectedRectangle(
  selection: Extract<GridSelection, { kind: 'cells' }>,
  columnIds: readonly string[],
): { rows: [number, number]; columns: [number, number] } | null {
  const from = columnIds.indexOf(selection.anchor.columnId);
  const to = columnIds.indexOf(selection.focus.columnId);
  if (from < 0 || to < 0) return null;
  const { row: anchorRow } = selection.anchor;
  const { row: focusRow } = selection.focus;
  return {
    rows: [Math.min(anchorRow, focusRow), Math.max(anchorRow, focusRow)],
    columns: [Math.min(from, to), Math.max(from, to)],
  };
}

export interface SelectionTotals {
  sum: number;
  average: number;
}

/**
 * The sum and average of the numbers in the selection, in the person's
 * units; null when it holds none. A selected column counts every filtered
 * row; selected cells count what they show (a group row's aggregates too).
 */
export function selectionTotals(
  selection: GridSelection,
  input: {
    shown: readonly GridRow[];
    /** The shown columns, in order. */
    columns: readonly GridColumn[];
    /** The filtered rows. */
    rowIndices: readonly number[];
    aggregationOf: (column: GridColumn) => GridAggregation;
  },
): SelectionTotals | null {
  if (!selection) return null;
  const numbers: number[] = [];
  const add = (value: number | null) => {
    if (value !== null) numbers.push(value);
  };
  if (selection.kind === 'column') {
    const column = input.columns.find(({ id }) => id === selection.columnId);
    if (column?.kind !== 'metric') return null;
    for (const row of input.rowIndices) add(column.number(row));
  } else {
    const rectangle = selectedRectangle(
      selection,
      input.columns.map(({ id }) => id),
    );
    if (!rectangle) return null;
    const columns = input.columns
      .slice(rectangle.columns[0], rectangle.columns[1] + 1)
      .filter((column) => column.kind === 'metric');
    const last = Math.min(rectangle.rows[1], input.shown.length - 1);
    for (let index = rectangle.rows[0]; index <= last; index++) {
      const row = input.shown[index]!;
      for (const column of columns)
        add(
          typeof row === 'number'
            ? column.number(row)
            : groupAggregate(row, column, input.aggregationOf(column)),
        );
    }
  }
  if (numbers.length === 0) return null;
  return { sum: gridAggregate('sum', numbers)!, average: gridAggregate('avg', numbers)! };
}
