import type { EChartsCoreOption } from 'echarts/core';
import { chartDistance, distanceAxisMax, formatDistance, type UnitSystem } from '@touchline/domain';
import { chartLabel, type ReportAthlete } from './reportAthlete';

export interface AthleteBar {
  athlete: ReportAthlete;
  /** Null: no data for this athlete. */
  valueM: number | null;
}

export const BAR_COLOUR = '#1fb57a';
export const AVERAGE_COLOUR = '#5b6b7c';

/** Bars sorted by distance, highest first; athletes without data last, at zero. */
export function sortedBars(bars: readonly AthleteBar[]): AthleteBar[] {
  return [...bars].sort((a, b) => (b.valueM ?? -1) - (a.valueM ?? -1));
}

/** One bar per athlete, labelled with two letters, and a dotted average line. */
export function athleteBarChartOption(
  bars: readonly AthleteBar[],
  average: { valueM: number | null; label: string },
  unitSystem: UnitSystem,
): EChartsCoreOption {
  const { unit, fromMetres } = chartDistance(unitSystem);
  const sorted = sortedBars(bars);
  const values = sorted.map(({ valueM }) => (valueM === null ? 0 : Math.round(fromMetres(valueM))));
  const averageValue = average.valueM === null ? null : Math.round(fromMetres(average.valueM));
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 28, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const [first] = params as { dataIndex: number }[];
        const bar = first ? sorted[first.dataIndex] : undefined;
        if (!bar) return '';
        const value = bar.valueM === null ? 'NO DATA' : formatDistance(bar.valueM, unitSystem);
        return `${bar.athlete.name}<br/>${value}`;
      },
    },
    xAxis: {
      type: 'category',
      data: sorted.map(({ athlete }) => chartLabel(athlete)),
      axisTick: { show: false },
      axisLabel: { interval: 0 },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: distanceAxisMax([...values, averageValue ?? 0]),
      // The maximum is not a round step; its label would sit on top of the last one.
      axisLabel: { formatter: `{value} ${unit}`, showMaxLabel: false },
    },
    series: [
      {
        type: 'bar',
        name: 'Distance',
        data: values,
        barMaxWidth: 28,
        itemStyle: { color: BAR_COLOUR, borderRadius: [3, 3, 0, 0] },
        markLine:
          averageValue === null
            ? undefined
            : {
                symbol: 'none',
                silent: true,
                lineStyle: { type: 'dotted', width: 2, color: AVERAGE_COLOUR },
                label: {
                  position: 'insideStartTop',
                  formatter: `${average.label}: ${averageValue} ${unit}`,
                  color: AVERAGE_COLOUR,
                  backgroundColor: 'rgba(255, 255, 255, 0.85)',
                  padding: [2, 4],
                },
                data: [{ yAxis: averageValue }],
              },
      },
    ],
  };
}
