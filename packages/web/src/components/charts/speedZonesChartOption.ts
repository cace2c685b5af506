import type { EChartsCoreOption } from 'echarts/core';
import { SPEED_ZONE_NAMES } from '@touchline/domain';
import { chartLabel, type ReportAthlete } from './reportAthlete';

export interface AthleteSpeedZones {
  athlete: ReportAthlete;
  /** Six percentages of active time, slowest zone first; null without data. */
  zonesPercent: readonly number[] | null;
}

/** From walking (grey) to sprinting (red). */
export const ZONE_COLOURS = ['#c5ced8', '#8fd3b6', '#1fb57a', '#f2c14e', '#f08a3c', '#d94848'];

/** Share of active time above jogging: the value the chart sorts by, highest first. */
export function runningPercent(zonesPercent: readonly number[] | null): number {
  return zonesPercent ? zonesPercent.slice(2).reduce((sum, value) => sum + value, 0) : -1;
}

/** Each athlete's time in the six zones, stacked to 100%. */
export function speedZonesChartOption(athletes: readonly AthleteSpeedZones[]): EChartsCoreOption {
  const sorted = [...athletes].sort(
    (a, b) => runningPercent(b.zonesPercent) - runningPercent(a.zonesPercent),
  );
  return {
    animation: false,
    legend: { top: 0, left: 0, icon: 'roundRect', itemWidth: 12, itemHeight: 12 },
    grid: { left: 8, right: 16, top: 56, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const rows = params as { dataIndex: number; seriesName: string; value: number }[];
        const athlete = rows[0] ? sorted[rows[0].dataIndex]?.athlete : undefined;
        if (!athlete) return '';
        return [athlete.name, ...rows.map((row) => `${row.seriesName}: ${row.value}%`)].join(
          '<br/>',
        );
      },
    },
    xAxis: {
      type: 'category',
      data: sorted.map(({ athlete }) => chartLabel(athlete)),
      axisTick: { show: false },
      axisLabel: { interval: 0 },
    },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: SPEED_ZONE_NAMES.map((name, zone) => ({
      type: 'bar',
      name,
      stack: 'zones',
      barMaxWidth: 36,
      itemStyle: { color: ZONE_COLOURS[zone] },
      data: sorted.map(({ zonesPercent }) =>
        zonesPercent ? Math.round((zonesPercent[zone] ?? 0) * 10) / 10 : 0,
      ),
    })),
  };
}
