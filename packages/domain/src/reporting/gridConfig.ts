// The CSV Builder's grid layout (docs/product/reporting.md §3 Dataset.gridConfig): saved to
// the dataset 500 ms after a change and restored when it is loaded. The
// server validates it with `parseGridConfig`; the web app reads and writes it.

/** How a grouped row sums up a metric column. */
export const GRID_AGGREGATIONS = ['sum', 'avg', 'min', 'max', 'count'] as const;
export type GridAggregation = (typeof GRID_AGGREGATIONS)[number];

/** A column filter of the grid. */
export type GridColumnFilter =
  /** Text columns: rows whose text (any item of a list) contains `contains`, ignoring case. */
  | { id: string; kind: 'text'; contains: string }
  /** Text columns: rows whose value (any item of a list) is one of `values`. */
  | { id: string; kind: 'set'; values: string[] }
  /** Metric columns, in the person's units: min <= value <= max; a null bound is open. */
  | { id: string; kind: 'range'; min: number | null; max: number | null };

export interface GridSort {
  id: string;
  desc: boolean;
}

export interface GridConfig {
  version: 1;
  /** Grouping columns, outermost first. */
  grouping: string[];
  /** Per metric column; a column not listed uses `defaultGridAggregation`. */
  aggregations: Record<string, GridAggregation>;
  sorting: GridSort[];
  columnFilters: GridColumnFilter[];
  /** false hides a column; a column not listed is shown. */
  columnVisibility: Record<string, boolean>;
  /** Column ids in display order; columns not listed follow in the dataset's order. */
  columnOrder: string[];
  /** Widths in px. */
  columnSizing: Record<string, number>;
}

/** The layout of a dataset that has none saved. */
export const EMPTY_GRID_CONFIG: GridConfig = {
  version: 1,
  grouping: [],
  aggregations: {},
  sorting: [],
  columnFilters: [],
  columnVisibility: {},
  columnOrder: [],
  columnSizing: {},
};

/** The largest gridConfig the server stores, as JSON text. */
export const GRID_CONFIG_MAX_BYTES = 64 * 1024;
