import type { ChartConfig } from '@touchline/domain';
import type { ChartColumnLook } from '../../../lib/charts/chartOptionSettings';
import { CHART_TYPE_LABELS } from '../../../lib/charts/chartTypeLabels';
import { AGGREGATION_LABELS, TIME_FRAME_LABELS } from '../../../lib/reporting/aggregationLabels';

/** A card's line under its title, e.g. 'Column · Sum of Total Distance (m) by Athlete Name, Weekly'. */
export function chartDescription(
  config: ChartConfig,
  looks: Readonly<Record<string, ChartColumnLook>>,
): string {
  const [categoryId = '', ...seriesIds] = config.cell_range.columns;
  const name = (id: string) => looks[id]?.name ?? id;
  const series = seriesIds.length > 0 ? seriesIds.map(name).join(', ') : 'no Y-axis field';
  const timeFrame = config.time_frame ? `, ${TIME_FRAME_LABELS[config.time_frame]}` : '';
  return `${CHART_TYPE_LABELS[config.chart_type]} · ${AGGREGATION_LABELS[config.agg_func]} of ${series} by ${name(categoryId)}${timeFrame}`;
}
