// The shapes Flexible Reporting and the CSV Builder share (docs/product/reporting.md §3, §9):
// datasets as stored tables, chart configurations as the payload carries
// them (snake_case), filters and aggregations. The server validates these
// shapes; the web app and any server-side output aggregate with them.

export const DATASET_STATUSES = ['Generating', 'Completed', 'Failed'] as const;
export type DatasetStatus = (typeof DATASET_STATUSES)[number];

/** How a chart may use a column: X axis (category, time), Y axis (series), or not at all. */
export const CHART_DATA_TYPES = ['category', 'series', 'time', 'excluded'] as const;
export type ChartDataType = (typeof CHART_DATA_TYPES)[number];

/** The non-metric column ids of docs/product/reporting.md §3. */
export const DESCRIPTIVE_COLUMN_IDS = [
  'athlete_name',
  'athlete_groups',
  'tags',
  'segment_name',
  'start_date',
  'start_time',
  'week_start_date',
  'month_start_date',
  'athlete_position',
  'session_type',
  'md_code',
] as const;
export type DescriptiveColumnId = (typeof DESCRIPTIVE_COLUMN_IDS)[number];

/** The window name of a row that covers the whole session (docs/product/reporting.md §9). */
export const WHOLE_SESSION = 'Whole Session';

/**
 * What a metric column's numbers measure, as stored (SI-ish units of
 * METRICS.md); the web app and downloads convert them into the person's units.
 */
export const COLUMN_QUANTITIES = [
  'distance_m',
  'speed_kph',
  'distance_per_minute_m',
  'count',
  'percent',
  'seconds',
  'minutes',
  'load',
  /** A quotient of two loads, e.g. the acute:chronic ratio; shown as stored. */
  'ratio',
  /** Heart rate, beats per minute; shown as stored. */
  'heart_rate_bpm',
  /** Metabolic power per kg of body mass; shown as stored. */
  'power_w_per_kg',
  /** Metabolic energy per kg of body mass; an amount, it adds up. */
  'energy_kj_per_kg',
  /** A rating on a survey's scale (session RPE on CR-10, wellness items 1-7); shown as stored. */
  'score',
] as const;
export type ColumnQuantity = (typeof COLUMN_QUANTITIES)[number];

/**
 * One cell: text (names, 'yyyy-MM-dd' dates, 'HH:mm' times), a number, a
 * list of texts (athlete_groups, tags) or nothing.
 */
export type DatasetValue = string | number | readonly string[] | null;

/** A column of a stored dataset: its values, one per row, in row order. */
export interface DatasetColumn {
  id: string;
  /** Label; a metric's includes its stored unit, e.g. 'Total Distance (m)'. */
  name: string;
  chartDataType: ChartDataType;
  /** '#rrggbb'. */
  color: string;
  /** Metric columns only. */
  quantity: ColumnQuantity | null;
  rows: readonly DatasetValue[];
}

/** A dataset's table, column by column; every column has the same number of rows. */
export interface DatasetTable {
  columns: readonly DatasetColumn[];
}

export const AGGREGATIONS = [
  'sum',
  'max',
  'avg',
  'avgByAthlete',
  'avgBySession',
  'avgByParticipation',
] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];
export const DEFAULT_AGGREGATION: Aggregation = 'sum';

export const TIME_FRAMES = ['daily', 'weekly', 'monthly'] as const;
export type TimeFrame = (typeof TIME_FRAMES)[number];

export const CHART_TYPES = [
  'bar',
  'boxPlot',
  'column',
  'columnLineCombo',
  'customCombo',
  'line',
  'pie',
  'radarLine',
  'stackedBar',
  'stackedColumn',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];
/** What the chart builder offers, in its order (docs/product/reporting.md §3). */
export const BUILDER_CHART_TYPES = [
  'column',
  'stackedColumn',
  'bar',
  'stackedBar',
  'line',
  'radarLine',
  'customCombo',
] as const satisfies readonly ChartType[];

export const SERIES_CHART_TYPES = ['groupedColumn', 'line', 'stackedColumn'] as const;
export type SeriesChartType = (typeof SERIES_CHART_TYPES)[number];

/**
 * A chart's series shown derived from its column (percent of the athlete's own best, or the
 * acute:chronic ratio): an extension of docs/product/reporting.md's charts, described in
 * docs/product/dataset-templates.md §9.
 */
export const DERIVED_SERIES = ['percentOfOwnBest', 'acuteChronicRatio'] as const;
export type DerivedSeries = (typeof DERIVED_SERIES)[number];

export interface SeriesChartTypeConfig {
  col_id: string;
  chart_type: SeriesChartType;
  secondary_axis: boolean;
}

/** docs/product/reporting.md §3 chartConfig, as stored and as the payload carries it. */
export interface ChartConfig {
  cell_range: {
    /** The category (X) column first, then the series (Y) columns. */
    columns: string[];
    row_start_index: number | null;
    row_end_index: number | null;
    row_start_pinned: string | null;
    row_end_pinned: string | null;
  };
  unlink_chart: boolean;
  suppress_chart_ranges: boolean;
  switch_category_series: boolean;
  chart_type: ChartType;
  agg_func: Aggregation;
  series_chart_types: SeriesChartTypeConfig[];
  /** Extensions (optional): the time frame of a time X column, a reference line, a derived series. */
  time_frame?: TimeFrame | null;
  reference_line?: 'squadAverage' | null;
  derived_series?: DerivedSeries | null;
}

export interface SortEntry {
  col_id: string;
  sort: 'asc' | 'desc';
}
export type SortConfig = SortEntry[];

export const FILTERABLE_FIELDS = [
  'athlete_name',
  'athlete_groups',
  'athlete_position',
  'session_type',
  'md_code',
  'start_date',
  'segment_name',
  'tags',
] as const;
export type FilterableField = (typeof FILTERABLE_FIELDS)[number];

export interface SetFilter {
  filterType: 'set';
  values: string[];
}
export interface TextFilter {
  filterType: 'text';
  operator: 'OR';
  conditions: { type: 'contains'; filter: string }[];
}
export type ColumnFilter = SetFilter | TextFilter;
/** A field without an entry is not filtered (segment_name: Whole Session only). */
export type ChartFilters = Partial<Record<FilterableField, ColumnFilter>>;
/** docs/product/reporting.md §9. */
export const MAX_FILTER_CONDITIONS = 10_000;

/** A chart's data fields: an X-axis field and its series (a dataset has about 45 columns). */
export const MAX_CHART_DATA_FIELDS = 50;
/** A chart's sort entries: each column at most once. */
export const MAX_CHART_SORT_ENTRIES = 50;
/** Each of a chart's settings (chartConfig, sortConfig, filters) as JSON text: 64 KiB, like a grid layout. */
export const CHART_SETTINGS_MAX_BYTES = 64 * 1024;
export const MAX_CHARTS_PER_REPORT = 30;
