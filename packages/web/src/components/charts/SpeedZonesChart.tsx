import { useMemo } from 'react';
import { CHART_HEIGHT, ChartScroller } from './ChartScroller';
import { EChart } from './EChart';
import { chartWidthCh } from './reportAthlete';
import { speedZonesChartOption, type AthleteSpeedZones } from './speedZonesChartOption';

/** 'Speed Zones': stacked percentages per athlete, 5 + 6 ch per athlete wide (docs/product/dashboard-and-segments.md §2.4). */
export function SpeedZonesChart({
  athletes,
  height = CHART_HEIGHT,
  'aria-label': ariaLabel,
}: {
  athletes: readonly AthleteSpeedZones[];
  height?: number;
  'aria-label': string;
}) {
  const option = useMemo(() => speedZonesChartOption(athletes), [athletes]);
  return (
    <ChartScroller>
      <EChart
        option={option}
        height={height}
        width={`max(100%, ${chartWidthCh(athletes.length, 6)}ch)`}
        aria-label={ariaLabel}
      />
    </ChartScroller>
  );
}
