import {
  encodedTableOf,
  newChartSpec,
  type ChartFilters,
  type ChartSpec,
  type DatasetTable,
  type NewChartChoice,
} from '@touchline/domain';

/**
 * A CSV Builder chart (docs/product/reporting.md §3 shapes): what it shows, and the rows of the
 * grid's view when it was made, so that it is rebuilt from the same rows.
 */
export interface DatasetChart {
  id: string;
  title: string;
  spec: ChartSpec;
  /** The view's row indices, ascending, as runs: [first, length, first, length, ...]. */
  rowRuns: number[];
}

/** What the builder asks for. */
export type DatasetChartChoice = NewChartChoice;

/**
 * The grid already filtered the rows: the chart takes every one, segments
 * included (a chart without a segment filter would keep Whole Session rows
 * only, docs/product/reporting.md §5, and a Segment Data set has none). A text filter without
 * conditions lets every row through.
 */
export const EVERY_VIEW_ROW: ChartFilters = {
  segment_name: { filterType: 'text', operator: 'OR', conditions: [] },
};

/** The chart's spec from the builder's choice, sorted by its category, ascending. */
export function datasetChartSpec(choice: DatasetChartChoice): ChartSpec {
  return newChartSpec(choice, EVERY_VIEW_ROW);
}

/** Row indices as ascending runs; duplicates are dropped. */
export function rowRunsOf(rowIndices: readonly number[]): number[] {
  const sorted = Uint32Array.from(rowIndices).sort();
  const runs: number[] = [];
  for (const row of sorted) {
    const last = runs.length - 2;
    if (last >= 0 && row < runs[last]! + runs[last + 1]!) continue;
    if (last >= 0 && row === runs[last]! + runs[last + 1]!) runs[last + 1] = runs[last + 1]! + 1;
    else runs.push(row, 1);
  }
  return runs;
}

/** The row indices of runs, ascending. */
export function rowsOfRuns(runs: readonly number[]): number[] {
  const rows: number[] = [];
  for (let k = 0; k + 1 < runs.length; k += 2) {
    for (let row = runs[k]!; row < runs[k]! + runs[k + 1]!; row++) rows.push(row);
  }
  return rows;
}

export const tableRowCount = (table: DatasetTable): number => encodedTableOf(table).rowCount;

/** The table's rows of the runs; the table itself when they are all of its rows. */
export function tableOfRuns(table: DatasetTable, runs: readonly number[]): DatasetTable {
  const rowCount = tableRowCount(table);
  if (runs.length === 2 && runs[0] === 0 && runs[1] === rowCount) return table;
  const rows = rowsOfRuns(runs);
  return {
    columns: table.columns.map((column) => ({
      ...column,
      rows: rows.map((row) => column.rows[row] ?? null),
    })),
  };
}

/** The row count of runs. */
export function runsRowCount(runs: readonly number[]): number {
  let count = 0;
  for (let k = 1; k < runs.length; k += 2) count += runs[k]!;
  return count;
}

/** A label without its unit: 'Total Distance (m)' -> 'Total Distance'. */
const withoutUnit = (name: string) => name.replace(/\s*\([^()]*\)$/, '');

/** 'Total Distance by Athlete Name', 'Total Distance and Sprints by Week'. */
export function datasetChartTitle(categoryName: string, seriesNames: readonly string[]): string {
  const names = seriesNames.map(withoutUnit);
  const series =
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${series} by ${withoutUnit(categoryName)}`;
}

/** A title no other chart has: 'X', then 'X (2)', 'X (3)'... */
export function uniqueTitle(title: string, taken: readonly string[]): string {
  if (!taken.includes(title)) return title;
  let n = 2;
  while (taken.includes(`${title} (${n})`)) n++;
  return `${title} (${n})`;
}
