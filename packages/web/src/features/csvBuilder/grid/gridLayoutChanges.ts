import type { GridAggregation, GridColumnFilter, GridConfig } from '@touchline/domain';
import type { GridLayoutChange } from './useGridLayout';

// The layout's changes as the grid's gestures and menus make them: pure, so
// each can be tested and TanStack Table's handlers stay the thin part.

const without = (ids: readonly string[], id: string) => ids.filter((other) => other !== id);

/** Groups rows by the column, innermost; a column already grouping stays where it is. */
export const groupBy =
  (id: string): GridLayoutChange =>
  (config) =>
    config.grouping.includes(id) ? config : { ...config, grouping: [...config.grouping, id] };

export const ungroup =
  (id: string): GridLayoutChange =>
  (config) => ({ ...config, grouping: without(config.grouping, id) });

/** Sorts by the column alone. */
export const sortBy =
  (id: string, desc: boolean): GridLayoutChange =>
  (config) => ({ ...config, sorting: [{ id, desc }] });

export const hideColumn =
  (id: string): GridLayoutChange =>
  (config) => ({ ...config, columnVisibility: { ...config.columnVisibility, [id]: false } });

export const aggregateBy =
  (id: string, aggregation: GridAggregation): GridLayoutChange =>
  (config) => ({ ...config, aggregations: { ...config.aggregations, [id]: aggregation } });

/** Sets the column's filter, or clears it (null). */
export const filterColumn =
  (id: string, filter: GridColumnFilter | null): GridLayoutChange =>
  (config) => {
    const others = config.columnFilters.filter((other) => other.id !== id);
    return { ...config, columnFilters: filter ? [...others, filter] : others };
  };

/**
 * Moves a column into another's place (a header dropped on a header): the
 * others shift towards where it was.
 * The saved order lists every column, those the layout did not list
 * following in the dataset's order.
 */
export const moveColumn =
  (id: string, toId: string, datasetOrder: readonly string[]): GridLayoutChange =>
  (config) => {
    if (id === toId) return config;
    const listed = config.columnOrder.filter((other) => datasetOrder.includes(other));
    const order = [...listed, ...datasetOrder.filter((other) => !listed.includes(other))];
    const place = order.indexOf(toId);
    if (!order.includes(id) || place < 0) return config;
    const rest = without(order, id);
    rest.splice(place, 0, id);
    return { ...config, columnOrder: rest };
  };

/** The filter the layout holds for a column, if any. */
export const filterOf = (config: GridConfig, id: string) =>
  config.columnFilters.find((filter) => filter.id === id) ?? null;
