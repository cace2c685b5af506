import type { EChartsCoreOption } from 'echarts/core';
import { chartDistance, convertSpeed, type UnitSystem } from '@touchline/domain';
import { BAR_COLOUR } from '../../components/charts/distanceBarChartOption';
import { METRIC_LABELS } from '../../components/athletes/athleteMetricTexts';
import { zonedFormatter } from '../../lib/zonedFormatter';

/** One session of the trend: when it started and the athlete's numbers in it. */
export interface TrendSession {
  session: { startTime: string };
  numbers: {
    totalDistanceM: number;
    totalHighIntensityDistanceM: number;
    totalSprintDistanceM: number;
    maxSpeedKph: number;
  };
}

const DAY_MONTH = { day: 'numeric', month: 'short' } as const;
const DISTANCE_SERIES = [
  { metric: 'totalDistanceM', colour: BAR_COLOUR },
  { metric: 'totalHighIntensityDistanceM', colour: '#f5a623' },
  { metric: 'totalSprintDistanceM', colour: '#e5484d' },
] as const;
const SPEED_COLOUR = '#1f6feb';

/**
 * The athlete's sessions oldest first: distance as bars, high-intensity and
 * sprint distance as lines on the same axis (the person's distance unit), and
 * top speed as a line on its own axis (their speed unit).
 */
export function seasonTrendsChartOption(
  sessions: readonly TrendSession[],
  unitSystem: UnitSystem,
): EChartsCoreOption {
  const { unit, fromMetres } = chartDistance(unitSystem);
  const speedUnit = convertSpeed(0, unitSystem).unit;
  const format = zonedFormatter(DAY_MONTH, undefined);
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 48, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: sessions.map(({ session }) => format.format(new Date(session.startTime))),
      axisTick: { show: false },
      axisLabel: { hideOverlap: true },
    },
    yAxis: [
      { type: 'value', min: 0, axisLabel: { formatter: `{value} ${unit}`, hideOverlap: true } },
      {
        type: 'value',
        min: 0,
        splitLine: { show: false },
        axisLabel: { formatter: `{value} ${speedUnit}`, hideOverlap: true },
      },
    ],
    series: [
      ...DISTANCE_SERIES.map(({ metric, colour }, index) => ({
        type: index === 0 ? 'bar' : 'line',
        name: METRIC_LABELS[metric],
        yAxisIndex: 0,
        data: sessions.map(({ numbers }) => Math.round(fromMetres(numbers[metric]))),
        itemStyle: { color: colour },
        barMaxWidth: 16,
        showSymbol: sessions.length < 40,
      })),
      {
        type: 'line',
        name: METRIC_LABELS.maxSpeedKph,
        yAxisIndex: 1,
        data: sessions.map(
          ({ numbers }) =>
            Math.round(convertSpeed(numbers.maxSpeedKph, unitSystem).value * 10) / 10,
        ),
        itemStyle: { color: SPEED_COLOUR },
        lineStyle: { type: 'dashed' },
        showSymbol: sessions.length < 40,
      },
    ],
  };
}
