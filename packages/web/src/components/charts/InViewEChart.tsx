import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { queueChartDrawing } from '../../lib/charts/drawingQueue';
import { EChartDrawing } from './EChartDrawing';
import '../../lib/charts/reportChartParts';
import { useNearViewport } from '../../lib/charts/useNearViewport';

export interface InViewEChartProps {
  option: EChartsCoreOption;
  height: number;
  'aria-label': string;
  onChart?: (chart: ECharts | null) => void;
  /**
   * Its caller already knows it is near the viewport (a report's card draws its chart only then):
   * it waits only for its turn, not for another look a frame later.
   */
  near?: boolean;
}

/**
 * An EChartDrawing drawn once it comes near the viewport, one chart per
 * frame: a report of thirty charts draws the few on screen first and stays
 * responsive (docs/CONTRIBUTING.md, Benchmarks).
 */
export function InViewEChart({ near: knownNear = false, ...props }: InViewEChartProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, undefined, knownNear);
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (!near || turn) return;
    return queueChartDrawing(() => setTurn(true));
  }, [near, turn]);
  if (turn) return <EChartDrawing {...props} />;
  return (
    <Box ref={placeholder} role="img" aria-label={props['aria-label']} aria-busy="true">
      <Skeleton variant="rounded" height={props.height} />
    </Box>
  );
}
