import type { UnitSystem } from '@touchline/domain';
import { useMemo } from 'react';
import { CHART_HEIGHT, ChartScroller } from './ChartScroller';
import { EChart } from './EChart';
import { athleteBarChartOption, type AthleteBar } from './athleteBarChartOption';
import { chartWidthCh } from './reportAthlete';

export interface AthleteBarChartProps {
  bars: readonly AthleteBar[];
  /** The team or session average drawn as a dotted line; null draws none. */
  averageM: number | null;
  averageLabel: string;
  unitSystem: UnitSystem;
  height?: number;
  'aria-label': string;
}

/** A distance per athlete, highest first, as wide as its athletes need, scrolling (docs/product/dashboard-and-segments.md §2.4). */
export function AthleteBarChart({
  bars,
  averageM,
  averageLabel,
  unitSystem,
  height = CHART_HEIGHT,
  'aria-label': ariaLabel,
}: AthleteBarChartProps) {
  const option = useMemo(
    () => athleteBarChartOption(bars, { valueM: averageM, label: averageLabel }, unitSystem),
    [bars, averageM, averageLabel, unitSystem],
  );
  return (
    <ChartScroller>
      <EChart
        option={option}
        height={height}
        width={`max(100%, ${chartWidthCh(bars.length, 3)}ch)`}
        aria-label={ariaLabel}
      />
    </ChartScroller>
  );
}
