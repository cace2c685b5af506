import type { ChartQuery } from './aggregateChart.js';
import type { ReportRange } from './derivedSeriesValues.js';
import type { ChartConfig, ChartFilters, SortConfig } from './reportingTypes.js';

/** What a saved chart asks of its dataset: the X column first in cell_range.columns, then the series. */
export function chartQueryOf(
  config: ChartConfig,
  sort: SortConfig,
  filters: ChartFilters,
  range?: ReportRange | null,
): ChartQuery {
  const [categoryColumnId = '', ...seriesColumnIds] = config.cell_range.columns;
  return {
    categoryColumnId,
    seriesColumnIds,
    aggregation: config.agg_func,
    timeFrame: config.time_frame ?? null,
    filters,
    sort,
    derivedSeries: config.derived_series ?? null,
    range: range ?? null,
  };
}
