import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { EChartDrawing } from './EChartDrawing';
import './reportChartParts';

export interface InViewEChartProps {
  option: EChartsCoreOption;
  height: number;
  'aria-label': string;
  onChart?: (chart: ECharts | null) => void;
}

/**
 * An EChartDrawing drawn once it comes near the viewport: a report of thirty charts
 * draws the few on screen first and stays responsive (issue 15, speed).
 */
export function InViewEChart(props: InViewEChartProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  if (inView) return <EChartDrawing {...props} />;
  return (
    <Box ref={placeholder} role="img" aria-label={props['aria-label']} aria-busy="true">
      <Skeleton variant="rounded" height={props.height} />
    </Box>
  );
}
