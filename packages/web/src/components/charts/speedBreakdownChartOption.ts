import type { EChartsCoreOption } from 'echarts/core';
import { convertSpeed, type UnitSystem } from '@touchline/domain';
import type { ReportAthlete } from './reportAthlete';

/** Speed charts show at most this many athletes, the first ones (docs/product/shell-and-sessions.md §5). */
export const SPEED_CHART_ATHLETE_LIMIT = 5;

export const TOO_MANY_ATHLETES_NOTE =
  'This graph only supports displaying 5 players at a time. Deselect athletes from the menu to display newly selected ones.';

export interface AthleteSpeedSeries {
  athlete: ReportAthlete;
  /** Mean speed (km/h) per 1-minute bucket, at the bucket's end. */
  points: readonly { endTime: string; value: number }[];
}

/** Buckets further apart than this are not joined by a line (a break, half time). */
const GAP_MS = 90_000;

/** [time, speed] pairs in the person's unit, with a null between buckets around a gap. */
export function speedLine(
  points: AthleteSpeedSeries['points'],
  unitSystem: UnitSystem,
): [number, number | null][] {
  const line: [number, number | null][] = [];
  let previous = Number.NaN;
  for (const point of points) {
    const time = Date.parse(point.endTime);
    if (time - previous > GAP_MS) line.push([previous + GAP_MS / 2, null]);
    line.push([time, Math.round(convertSpeed(point.value, unitSystem).value * 10) / 10]);
    previous = time;
  }
  return line;
}

/** hh:mm:ss on the time axis (docs/product/shell-and-sessions.md §9), in the browser's time zone. */
export function timeAxisLabel(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString('en-GB', { hour12: false });
}

/** One line per athlete (the first five) of mean speed per minute, in the person's unit. */
export function speedBreakdownChartOption(
  series: readonly AthleteSpeedSeries[],
  unitSystem: UnitSystem,
): EChartsCoreOption {
  const { unit } = convertSpeed(0, unitSystem);
  return {
    animation: false,
    legend: { top: 0, left: 0, icon: 'roundRect', itemWidth: 14, itemHeight: 4 },
    grid: { left: 16, right: 24, top: 48, bottom: 16, containLabel: true },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => `${Number(value).toFixed(1)} ${unit}`,
    },
    xAxis: { type: 'time', axisLabel: { formatter: timeAxisLabel, hideOverlap: true } },
    yAxis: { type: 'value', min: 0, name: unit, axisLabel: { formatter: '{value}' } },
    series: series.slice(0, SPEED_CHART_ATHLETE_LIMIT).map(({ athlete, points }) => ({
      type: 'line',
      name: athlete.name,
      showSymbol: false,
      lineStyle: { width: 2 },
      data: speedLine(points, unitSystem),
    })),
  };
}
