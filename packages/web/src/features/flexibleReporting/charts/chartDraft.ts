import {
  DEFAULT_AGGREGATION,
  newChartSpec,
  newSeriesChartType,
  validateChartConfig,
  validateChartFilters,
  validateSortConfig,
  type Aggregation,
  type ChartConfig,
  type ChartDataType,
  type ChartSpec,
  type ChartType,
} from '@touchline/domain';
import type { ReportChartFieldsFragment } from '../../../gql/graphql';

/** A chart as its card edits it, before it is saved. */
export interface ChartDraft extends ChartSpec {
  title: string;
}

export interface DraftColumn {
  id: string;
  chartDataType: ChartDataType;
}

/** docs/product/reporting.md §5. */
export const NEW_CHART_TITLE = 'New Chart';

/**
 * The aggregation a newly chosen X column starts with (docs/product/reporting.md §4): an
 * athlete's figures add up over the range; a day, week or month shows the
 * average athlete; any other grouping (position, session type, segment,
 * start time) the average participation.
 */
export function aggregationForCategory(column: DraftColumn): Aggregation {
  if (column.id === 'athlete_name') return DEFAULT_AGGREGATION;
  if (column.chartDataType === 'time') return 'avgByAthlete';
  return 'avgByParticipation';
}

/** A new chart's draft from the builder's choices: sorted by its X column, ascending. */
export function newChartDraft(
  category: DraftColumn,
  seriesIds: readonly string[],
  chartType: ChartType,
): ChartDraft {
  return {
    title: NEW_CHART_TITLE,
    ...newChartSpec({
      chartType,
      categoryId: category.id,
      seriesIds,
      aggregation: aggregationForCategory(category),
    }),
  };
}

/** A saved chart as a draft; the server validated its JSON, so a fault here is a bug worth showing. */
export function draftOfChart(chart: ReportChartFieldsFragment): ChartDraft {
  const config = validateChartConfig(chart.chartConfig);
  const sort = validateSortConfig(chart.sortConfig);
  const filters = validateChartFilters(chart.filters);
  if (!config.ok) throw new Error(config.errors.map(({ message }) => message).join(' '));
  return {
    title: chart.title,
    chartConfig: config.value,
    sortConfig: sort.ok ? sort.value : [],
    filters: filters.ok ? filters.value : {},
    displayDataLabels: chart.displayDataLabels,
  };
}

/** The X column, its ids first in cell_range.columns. */
export const categoryIdOf = (draft: ChartDraft): string =>
  draft.chartConfig.cell_range.columns[0] ?? '';
export const seriesIdsOf = (draft: ChartDraft): string[] =>
  draft.chartConfig.cell_range.columns.slice(1);

/** docs/product/reporting.md §4: a new X column sorts the chart by itself, ascending, and takes its aggregation. */
export function withCategory(draft: ChartDraft, category: DraftColumn): ChartDraft {
  const config = draft.chartConfig;
  return {
    ...draft,
    chartConfig: {
      ...config,
      cell_range: { ...config.cell_range, columns: [category.id, ...seriesIdsOf(draft)] },
      agg_func: aggregationForCategory(category),
      // A time frame belongs to a date X column only.
      time_frame: category.chartDataType === 'time' ? (config.time_frame ?? null) : null,
    },
    sortConfig: [{ col_id: category.id, sort: 'asc' }],
  };
}

/** Adds or removes a Y column; a new series is a line on the primary axis (docs/product/reporting.md §4). */
export function withSeriesToggled(draft: ChartDraft, columnId: string): ChartDraft {
  const config = draft.chartConfig;
  const series = seriesIdsOf(draft);
  const removing = series.includes(columnId);
  return {
    ...draft,
    chartConfig: {
      ...config,
      cell_range: {
        ...config.cell_range,
        columns: [
          categoryIdOf(draft),
          ...(removing ? series.filter((id) => id !== columnId) : [...series, columnId]),
        ],
      },
      series_chart_types: removing
        ? config.series_chart_types.filter(({ col_id }) => col_id !== columnId)
        : [...config.series_chart_types, newSeriesChartType(columnId)],
    },
    // A sort on a column the chart no longer has would sort nothing.
    sortConfig: removing
      ? draft.sortConfig.filter(({ col_id }) => col_id !== columnId)
      : draft.sortConfig,
  };
}

export function withConfig(draft: ChartDraft, change: Partial<ChartConfig>): ChartDraft {
  return { ...draft, chartConfig: { ...draft.chartConfig, ...change } };
}

/** What the create and update mutations carry. */
export function chartAttributes(draft: ChartDraft) {
  return {
    title: draft.title,
    chartConfig: draft.chartConfig,
    sortConfig: draft.sortConfig,
    filters: draft.filters,
    displayDataLabels: draft.displayDataLabels,
  };
}
