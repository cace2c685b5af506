import type { ChartFieldsChoice } from './ChartFieldSections';
import {
  categoryColumns,
  seriesColumns,
  type ReportColumn,
} from '../../../lib/reporting/reportColumns';

/** The builder's first choice: distance by athlete as columns, or the dataset's first fields. */
export function defaultChartChoice(columns: readonly ReportColumn[]): ChartFieldsChoice {
  const categories = categoryColumns(columns);
  const series = seriesColumns(columns);
  const category = categories.find(({ id }) => id === 'athlete_name') ?? categories[0];
  const firstSeries = series.find(({ id }) => id === 'total_distance_m') ?? series[0];
  return {
    categoryId: category?.id ?? '',
    seriesIds: firstSeries ? [firstSeries.id] : [],
    chartType: 'column',
  };
}
