import { BarChart, BoxplotChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * What the ten report chart types draw with, on top of the app's own charts'
 * parts; imported only by the reporting screens, so the other pages do not carry them.
 */
export const REPORT_CHART_PARTS = [
  BarChart,
  BoxplotChart,
  LineChart,
  PieChart,
  RadarChart,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
];
echarts.use(REPORT_CHART_PARTS);
