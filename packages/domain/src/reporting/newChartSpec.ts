import {
  DEFAULT_AGGREGATION,
  type Aggregation,
  type ChartConfig,
  type ChartDataType,
  type ChartFilters,
  type ChartType,
  type SeriesChartTypeConfig,
  type SortConfig,
} from './reportingTypes.js';

/**
 * What a chart shows, as Flexible Reporting keeps it (a saved chart) and the
 * CSV Builder too (a chart of its grid's view): docs/product/reporting.md §3.
 */
export interface ChartSpec {
  chartConfig: ChartConfig;
  sortConfig: SortConfig;
  filters: ChartFilters;
  displayDataLabels: boolean;
}

/** What a chart builder asks for: the X column, the series, the chart type and the aggregation. */
export interface NewChartChoice {
  chartType: ChartType;
  categoryId: string;
  seriesIds: readonly string[];
  aggregation: Aggregation;
}

/**
 * The chart a builder starts from: Total Distance by Athlete Name, as columns of sums;
 * without those columns, the first X column (a category or a date) and the first metric.
 */
export function defaultChartChoice(
  columns: readonly { id: string; chartDataType: ChartDataType }[],
): NewChartChoice {
  const categories = columns.filter(
    ({ chartDataType }) => chartDataType === 'category' || chartDataType === 'time',
  );
  const series = columns.filter(({ chartDataType }) => chartDataType === 'series');
  const category = categories.find(({ id }) => id === 'athlete_name') ?? categories[0];
  const firstSeries = series.find(({ id }) => id === 'total_distance_m') ?? series[0];
  return {
    chartType: 'column',
    categoryId: category?.id ?? '',
    seriesIds: firstSeries ? [firstSeries.id] : [],
    aggregation: DEFAULT_AGGREGATION,
  };
}

/** A series as it is added: a line on the primary axis (what Custom Combo starts from). */
export function newSeriesChartType(columnId: string): SeriesChartTypeConfig {
  return { col_id: columnId, chart_type: 'line', secondary_axis: false };
}

/**
 * A new chart's configuration: the X column then the series, the chart type and the
 * aggregation; every other key at its default (the whole range of rows, no time frame,
 * reference line nor derived series).
 */
export function newChartConfig(choice: NewChartChoice): ChartConfig {
  return {
    cell_range: {
      columns: [choice.categoryId, ...choice.seriesIds],
      row_start_index: null,
      row_end_index: null,
      row_start_pinned: null,
      row_end_pinned: null,
    },
    unlink_chart: false,
    suppress_chart_ranges: true,
    switch_category_series: false,
    chart_type: choice.chartType,
    agg_func: choice.aggregation,
    series_chart_types: choice.seriesIds.map(newSeriesChartType),
    time_frame: null,
    reference_line: null,
    derived_series: null,
  };
}

/**
 * A new chart: the choice's configuration, sorted by its X column, ascending, without
 * data labels; `filters` none unless given (a chart without a segment filter keeps the
 * Whole Session rows only).
 */
export function newChartSpec(choice: NewChartChoice, filters: ChartFilters = {}): ChartSpec {
  return {
    chartConfig: newChartConfig(choice),
    sortConfig: [{ col_id: choice.categoryId, sort: 'asc' }],
    filters,
    displayDataLabels: false,
  };
}
