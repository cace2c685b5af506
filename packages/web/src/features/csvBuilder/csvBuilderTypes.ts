import type { DatasetTable, GridAggregation, GridConfig } from '@touchline/domain';

// What the CSV Builder's parts pass each other: the page loads a dataset, the
// grid shows it and reports its current view, the charts draw that view.

/** A Completed dataset loaded into the builder (or the tour's demo dataset). */
export interface LoadedDataset {
  id: string;
  title: string;
  /** yyyy-MM-dd, first and last day. */
  startsAt: string;
  endsAt: string;
  /** 'MM/DD/YYYY' or 'DD/MM/YYYY'. */
  dateFormat: string;
  templateName: string | null;
  /** As stored: metric numbers in the stored units (the parts convert with lib/reporting's reportColumns). */
  table: DatasetTable;
  /** The saved layout; null when none was saved. */
  gridConfig: GridConfig | null;
  /** The tour's demo dataset: shown, never saved to the server. */
  demo: boolean;
}

/** What the grid shows now; the charts and the PDF read it. */
export interface GridView {
  /** The dataset's row indices passing the column filters, in the grid's sort order. */
  rowIndices: readonly number[];
  /** Grouping columns, outermost first. */
  grouping: readonly string[];
  /** Shown column ids in display order (hidden helper columns never included). */
  visibleColumnIds: readonly string[];
  /** Each shown metric column's aggregation of grouped rows. */
  aggregations: Readonly<Record<string, GridAggregation>>;
}
