import { toCsv, toDatasetPrecision, type CsvCell, type GridSort } from '@touchline/domain';
import type { GridView } from '../csvBuilderTypes';
import type { GridColumn } from './gridColumns';
import { groupAggregate, groupRows, type GridGroup } from './gridGroups';

/** A cell as downloaded: numbers in the person's units to hundredths, texts as shown, missing empty. */
function csvCell(column: GridColumn, row: number): CsvCell {
  if (column.kind === 'metric') {
    const value = column.number(row);
    return value === null ? null : toDatasetPrecision(value);
  }
  return column.text(row) || null;
}

/**
 * The grid's current view as RFC 4180 CSV, in the person's units. Without
 * grouping: the filtered rows in the sort order, the shown columns in their
 * order. Grouped: one line per deepest group, in the order the grid shows
 * them: the grouping columns' values, 'Rows' (its row count), then each shown
 * metric column summed up by its aggregation. The header names the columns
 * in the person's units.
 */
export function gridViewCsv(
  columns: readonly GridColumn[],
  view: GridView,
  sorting: readonly GridSort[],
): string {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const columnsOf = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const column = byId.get(id);
      return column ? [column] : [];
    });
  const shown = columnsOf(view.visibleColumnIds);
  const grouping = columnsOf(view.grouping);
  if (grouping.length === 0) {
    const lines: CsvCell[][] = [shown.map((column) => column.name)];
    for (const row of view.rowIndices) lines.push(shown.map((column) => csvCell(column, row)));
    return toCsv(lines);
  }
  const metrics = shown.filter((column) => column.kind === 'metric' && !grouping.includes(column));
  const aggregationOf = (column: GridColumn) =>
    view.aggregations[column.id] ?? column.defaultAggregation;
  const lines: CsvCell[][] = [
    [...grouping.map((column) => column.name), 'Rows', ...metrics.map((column) => column.name)],
  ];
  const visit = (group: GridGroup, path: CsvCell[]) => {
    const here = [...path, csvCell(group.column, group.rows[0]!)];
    if (group.children) {
      for (const child of group.children) visit(child, here);
      return;
    }
    const aggregates = metrics.map((column) => {
      const value = groupAggregate(group, column, aggregationOf(column));
      return value === null ? null : toDatasetPrecision(value);
    });
    lines.push([...here, group.rows.length, ...aggregates]);
  };
  for (const group of groupRows(view.rowIndices, grouping, sorting)) visit(group, []);
  return toCsv(lines);
}

/** The download's file name: the dataset's title without characters file systems refuse. */
export function csvFileName(title: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').replace(/\s+/g, ' ');
  const trimmed = safe.trim().replace(/^[.-]+|[.-]+$/g, '');
  return `${trimmed || 'dataset'}.csv`;
}
