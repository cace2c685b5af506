import { BarChart, LineChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { EChartDrawing, type EChartDrawingProps } from './EChartDrawing';
import { PartErrorBoundary } from '../ui/PartErrorBoundary';

// Only the parts the reports draw, so the chart code stays small.
echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
]);

export type EChartProps = EChartDrawingProps;

/**
 * An Apache ECharts chart drawn as SVG, resized with its container. A chart
 * that fails (e.g. an option ECharts refuses) leaves a notice of its size in
 * its place and is tried again with the next option.
 */
export function EChart(props: EChartProps) {
  return (
    <PartErrorBoundary part="chart" minHeight={props.height} resetKeys={[props.option]}>
      <EChartDrawing {...props} />
    </PartErrorBoundary>
  );
}
