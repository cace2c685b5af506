import { DEFAULT_AGGREGATION } from '@touchline/domain';
import {
  categoryColumns,
  seriesColumns,
  type ReportColumn,
} from '../../../lib/reporting/reportColumns';
import type { GridView } from '../csvBuilderTypes';
import type { DatasetChartChoice } from './datasetChart';

/** What the builder offers for the grid's current view. */
export interface BuilderOptions {
  /** Categories and dates: the view's grouping columns, then its other shown ones. */
  categories: ReportColumn[];
  /** The view's shown metric columns, in its order. */
  series: ReportColumn[];
}

export function builderOptions(columns: readonly ReportColumn[], view: GridView): BuilderOptions {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const inView = (ids: readonly string[]) => [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  const shown = inView([...view.grouping, ...view.visibleColumnIds]);
  const categories = categoryColumns(shown);
  // Athlete Name is the default category even when the grid hides it.
  const athlete = byId.get('athlete_name');
  if (athlete && !categories.includes(athlete)) categories.push(athlete);
  return { categories, series: seriesColumns(shown) };
}

/** The builder's choice so far: what the person picked; unpicked fields take the view's defaults. */
export type BuilderPicks = Partial<DatasetChartChoice>;

/**
 * The choice the builder shows: the person's picks that the view still
 * offers; else the view's first grouping column (or Athlete Name) as the
 * category and its first two metrics as the series, as a column chart of sums.
 */
export function builderChoice(
  picks: BuilderPicks,
  options: BuilderOptions,
  view: GridView,
): DatasetChartChoice {
  const offers = (list: readonly ReportColumn[], id: string) => list.some((c) => c.id === id);
  const grouped = view.grouping.find((id) => offers(options.categories, id));
  const defaultCategory =
    grouped ??
    (offers(options.categories, 'athlete_name') ? 'athlete_name' : options.categories[0]?.id);
  const categoryId =
    picks.categoryId !== undefined && offers(options.categories, picks.categoryId)
      ? picks.categoryId
      : (defaultCategory ?? '');
  const seriesIds =
    picks.seriesIds?.filter((id) => offers(options.series, id)) ??
    options.series.slice(0, 2).map(({ id }) => id);
  return {
    chartType: picks.chartType ?? 'column',
    categoryId,
    seriesIds,
    aggregation: picks.aggregation ?? DEFAULT_AGGREGATION,
  };
}
