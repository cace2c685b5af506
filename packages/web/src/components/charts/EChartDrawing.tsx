import Box from '@mui/material/Box';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([SVGRenderer]);

export interface EChartDrawingProps {
  /** Drawn with the chart and component parts its caller registered (echarts.use). */
  option: EChartsCoreOption;
  /** Pixels. */
  height: number;
  /** CSS width; the container's width when omitted. */
  width?: string;
  'aria-label': string;
  /** Told the drawn chart (e.g. to export it as an image), then null when it is gone. */
  onChart?: (chart: echarts.ECharts | null) => void;
}

/**
 * An Apache ECharts chart drawn as SVG (crisp in print and image exports),
 * resized with its container and disposed with it. No error boundary: the
 * caller decides what a failing chart leaves in its place.
 */
export function EChartDrawing({
  option,
  height,
  width,
  'aria-label': ariaLabel,
  onChart,
}: EChartDrawingProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const onChartRef = useRef(onChart);
  useEffect(() => {
    onChartRef.current = onChart;
  });

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

  // Declared after the two above, so it runs once the first option is drawn.
  useEffect(() => {
    onChartRef.current?.(chart.current);
    return () => onChartRef.current?.(null);
  }, []);

  return (
    <Box
      ref={element}
      role="img"
      aria-label={ariaLabel}
      sx={{ height, width: width ?? '100%', minWidth: 0 }}
    />
  );
}
