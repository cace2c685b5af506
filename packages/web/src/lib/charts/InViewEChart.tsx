import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useRef } from 'react';
import { EChartDrawing } from './EChartDrawing';
import './reportChartParts';
import { useNearViewport } from './useNearViewport';

export interface InViewEChartProps {
  option: EChartsCoreOption;
  height: number;
  'aria-label': string;
  onChart?: (chart: ECharts | null) => void;
}

/**
 * An EChartDrawing drawn once it comes near the viewport: a report of thirty
 * charts draws the few on screen first and stays responsive (issue 15, speed).
 */
export function InViewEChart(props: InViewEChartProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  if (near) return <EChartDrawing {...props} />;
  return (
    <Box ref={placeholder} role="img" aria-label={props['aria-label']} aria-busy="true">
      <Skeleton variant="rounded" height={props.height} />
    </Box>
  );
}
