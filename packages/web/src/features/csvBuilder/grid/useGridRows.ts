import type { GridAggregation, GridConfig, UnitSystem } from '@touchline/domain';
import { useMemo } from 'react';
import type { GridView } from '../csvBuilderTypes';
import type { LoadedDataset } from '../csvBuilderTypes';
import type { GridColumn } from './gridColumns';
import { filteredRowIndices } from './gridFilters';
import { groupRows, shownRows, type GridGroup, type GridRow } from './gridGroups';
import { sortedRows } from './gridSort';

export interface GridRows {
  /** The filtered rows in the sort order. */
  rowIndices: readonly number[];
  /** The outermost groups; empty without grouping. */
  groups: readonly GridGroup[];
  /** What the grid shows, row by row. */
  shown: readonly GridRow[];
  /** The shown columns, in order. */
  visibleColumns: readonly GridColumn[];
  aggregationOf: (column: GridColumn) => GridAggregation;
  view: GridView;
}

/**
 * The grid's rows from its layout, each step memoised on what it reads:
 * a filter change re-filters, a sort re-sorts the filtered rows, a grouping
 * regroups the sorted ones, expanding a group only re-lists the shown rows.
 */
export function useGridRows(
  dataset: LoadedDataset,
  columns: readonly GridColumn[],
  visibleColumns: readonly GridColumn[],
  config: GridConfig,
  unitSystem: UnitSystem,
  expanded: ReadonlySet<string>,
): GridRows {
  const { table } = dataset;
  const { columnFilters, sorting, grouping, aggregations } = config;
  const filtered = useMemo(
    () => filteredRowIndices(table, columnFilters, unitSystem),
    [table, columnFilters, unitSystem],
  );
  const rowIndices = useMemo(
    () => sortedRows(filtered, columns, sorting),
    [filtered, columns, sorting],
  );
  const groupingColumns = useMemo(
    () => grouping.flatMap((id) => columns.filter((column) => column.id === id)),
    [grouping, columns],
  );
  const groups = useMemo(
    () => (groupingColumns.length > 0 ? groupRows(rowIndices, groupingColumns, sorting) : []),
    [rowIndices, groupingColumns, sorting],
  );
  const shown = useMemo(
    () => (groupingColumns.length > 0 ? shownRows(groups, expanded) : rowIndices),
    [groupingColumns, groups, expanded, rowIndices],
  );
  const aggregationOf = useMemo(
    () => (column: GridColumn) => aggregations[column.id] ?? column.defaultAggregation,
    [aggregations],
  );
  const view = useMemo((): GridView => {
    const shownAggregations: Record<string, GridAggregation> = {};
    for (const column of visibleColumns)
      if (column.kind === 'metric') shownAggregations[column.id] = aggregationOf(column);
    return {
      rowIndices,
      grouping: groupingColumns.map(({ id }) => id),
      visibleColumnIds: visibleColumns.map(({ id }) => id),
      aggregations: shownAggregations,
    };
  }, [rowIndices, groupingColumns, visibleColumns, aggregationOf]);
  return { rowIndices, groups, shown, visibleColumns, aggregationOf, view };
}
