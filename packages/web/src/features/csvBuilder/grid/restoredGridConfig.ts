import {
  EMPTY_GRID_CONFIG,
  GRID_COLUMN_MAX_WIDTH,
  GRID_COLUMN_MIN_WIDTH,
  type GridColumnFilter,
  type GridConfig,
} from '@touchline/domain';
import type { GridColumn, GridColumnKind } from './gridColumns';

const FILTER_KINDS: Record<GridColumnFilter['kind'], readonly GridColumnKind[]> = {
  text: ['text', 'list', 'date'],
  set: ['text', 'list', 'date'],
  range: ['metric'],
};

/**
 * A saved layout as this dataset can show it: whatever names a column the
 * grid does not show (another template's, a hidden helper) is dropped, as
 * are aggregations of descriptive columns, filters of a kind their column
 * cannot take and widths out of bounds. No saved layout is the empty one.
 */
export function restoredGridConfig(
  saved: GridConfig | null,
  columns: readonly GridColumn[],
): GridConfig {
  if (!saved) return EMPTY_GRID_CONFIG;
  const kindOf = new Map(columns.map((column) => [column.id, column.kind]));
  const known = (id: string) => kindOf.has(id);
  const pick = <T>(record: Record<string, T>, keep: (id: string, value: T) => boolean) =>
    Object.fromEntries(Object.entries(record).filter(([id, value]) => keep(id, value)));
  return {
    version: 1,
    grouping: saved.grouping.filter(known),
    aggregations: pick(saved.aggregations, (id) => kindOf.get(id) === 'metric'),
    sorting: saved.sorting.filter(({ id }) => known(id)),
    columnFilters: saved.columnFilters.filter((filter) => {
      const kind = kindOf.get(filter.id);
      return kind !== undefined && FILTER_KINDS[filter.kind].includes(kind);
    }),
    columnVisibility: pick(saved.columnVisibility, known),
    columnOrder: saved.columnOrder.filter(known),
    columnSizing: pick(
      saved.columnSizing,
      (id, width) => known(id) && width >= GRID_COLUMN_MIN_WIDTH && width <= GRID_COLUMN_MAX_WIDTH,
    ),
  };
}
