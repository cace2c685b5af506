import type { ChartConfig, ChartData } from '@touchline/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { boxPlotChartOption } from './boxPlotChartOption';
import { cartesianChartOption } from './cartesianChartOption';
import type { ChartOptionSettings } from './chartOptionSettings';
import { pieChartOption } from './pieChartOption';
import { radarChartOption } from './radarChartOption';

/**
 * The ECharts option of a chart (docs/product/reporting.md §3) from its configuration and its
 * aggregated data, already in the person's units: every one of the ten chart
 * types, data labels, the squad-average line, one or two value axes.
 */
export function chartOption(
  config: ChartConfig,
  data: ChartData,
  settings: ChartOptionSettings,
): EChartsCoreOption {
  switch (config.chart_type) {
    case 'pie':
      return pieChartOption(data, settings);
    case 'radarLine':
      return radarChartOption(data, settings);
    case 'boxPlot':
      return boxPlotChartOption(data, settings);
    default:
      return cartesianChartOption(config, data, settings);
  }
}
