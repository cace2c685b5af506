import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Table,
  type Updater,
} from '@tanstack/react-table';
import { GRID_COLUMN_MAX_WIDTH, GRID_COLUMN_MIN_WIDTH, type GridConfig } from '@touchline/domain';
import { useMemo } from 'react';
import type { GridColumn } from './gridColumns';
import type { GridLayoutChange } from './useGridLayout';

declare module '@tanstack/react-table' {
  // The type parameters must be TanStack's own, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** The dataset column the grid column shows. */
    gridColumn?: GridColumn;
  }
}

// The table's rows are the model's (typed arrays, no row objects); TanStack
// Table keeps the columns: their order, visibility, sizes, sorting and grouping.
const NO_ROWS: number[] = [];
const coreRowModel = getCoreRowModel<number>();

const widthOf = (column: GridColumn) =>
  column.kind === 'metric' ? 140 : column.id === 'athlete_name' ? 180 : 150;

const apply = <T>(updater: Updater<T>, value: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(value) : updater;

/** The grid's columns as TanStack Table keeps them, their state the layout's. */
export function useGridTable(
  columns: readonly GridColumn[],
  config: GridConfig,
  update: (change: GridLayoutChange) => void,
): { table: Table<number>; visibleColumns: GridColumn[] } {
  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<number> => ({
        id: column.id,
        header: column.name,
        // O(1): the column reads its typed array (TanStack never calls it: it has no rows).
        accessorFn: (row) => column.text(row),
        size: widthOf(column),
        minSize: GRID_COLUMN_MIN_WIDTH,
        maxSize: GRID_COLUMN_MAX_WIDTH,
        sortDescFirst: column.kind === 'metric',
        meta: { gridColumn: column },
      })),
    [columns],
  );
  // TanStack Table's API object changes every render; the React Compiler rightly skips this hook.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<number>({
    data: NO_ROWS,
    columns: columnDefs,
    getCoreRowModel: coreRowModel,
    state: {
      sorting: config.sorting,
      grouping: config.grouping,
      columnVisibility: config.columnVisibility,
      columnOrder: config.columnOrder,
      columnSizing: config.columnSizing,
    },
    onSortingChange: (updater) => update((c) => ({ ...c, sorting: apply(updater, c.sorting) })),
    onGroupingChange: (updater) => update((c) => ({ ...c, grouping: apply(updater, c.grouping) })),
    onColumnVisibilityChange: (updater) =>
      update((c) => ({ ...c, columnVisibility: apply(updater, c.columnVisibility) })),
    onColumnOrderChange: (updater) =>
      update((c) => ({ ...c, columnOrder: apply(updater, c.columnOrder) })),
    onColumnSizingChange: (updater) =>
      update((c) => ({ ...c, columnSizing: roundedWidths(apply(updater, c.columnSizing)) })),
    manualSorting: true,
    manualGrouping: true,
    manualFiltering: true,
    manualExpanding: true,
    groupedColumnMode: false,
    columnResizeMode: 'onChange',
    isMultiSortEvent: (event) => (event as MouseEvent).shiftKey,
  });
  const visibleLeaves = table.getVisibleLeafColumns();
  const visibleColumns = useMemo(
    () => visibleLeaves.flatMap((leaf) => leaf.columnDef.meta?.gridColumn ?? []),
    [visibleLeaves],
  );
  return { table, visibleColumns };
}

/** Whole pixels within the bounds the server accepts. */
function roundedWidths(sizing: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(sizing).map(([id, width]) => [
      id,
      Math.min(GRID_COLUMN_MAX_WIDTH, Math.max(GRID_COLUMN_MIN_WIDTH, Math.round(width))),
    ]),
  );
}
