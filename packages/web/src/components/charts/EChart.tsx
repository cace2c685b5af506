import Box from '@mui/material/Box';
import { BarChart, LineChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { PartErrorBoundary } from '../ui/PartErrorBoundary';

// Only the parts the reports draw, so the chart code stays small.
echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  SVGRenderer,
]);

export interface EChartProps {
  option: EChartsCoreOption;
  /** Pixels. */
  height: number;
  /** CSS width; the container's width when omitted. */
  width?: string;
  'aria-label': string;
}

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

function EChartDrawing({ option, height, width, 'aria-label': ariaLabel }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const instance = echarts.init(container, null, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <Box
      ref={element}
      role="img"
      aria-label={ariaLabel}
      sx={{ height, width: width ?? '100%', minWidth: 0 }}
    />
  );
}
