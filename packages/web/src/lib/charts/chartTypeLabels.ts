import type { ChartType, SeriesChartType } from '@touchline/domain';

/** How the builder and the Options menu name each chart type. */
export const CHART_TYPE_LABELS: Record<ChartType, string> = {
  column: 'Column',
  stackedColumn: 'Stacked Column',
  bar: 'Bar',
  stackedBar: 'Stacked Bar',
  line: 'Line',
  radarLine: 'Radar Line',
  customCombo: 'Custom Combo',
  columnLineCombo: 'Column & Line',
  pie: 'Pie',
  boxPlot: 'Box Plot',
};

export const SERIES_CHART_TYPE_LABELS: Record<SeriesChartType, string> = {
  groupedColumn: 'Grouped Column',
  line: 'Line',
  stackedColumn: 'Stacked Column',
};
