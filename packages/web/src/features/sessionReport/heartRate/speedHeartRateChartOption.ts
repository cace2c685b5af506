import type { EChartsCoreOption } from 'echarts/core';
import { convertSpeed, unpackSpeeds, type UnitSystem } from '@touchline/domain';
import { timeAxisLabel } from '../../../components/charts/speedBreakdownChartOption';

/** A 1 Hz series as GraphQL answers it: packed hundredths (packSpeeds). */
export interface PackedSeries {
  startTime: string;
  intervalMs: number;
  packedValues: string;
}

const SPEED_COLOUR = '#4e79a7';
const HEART_RATE_COLOUR = '#c51b7d';

/** [time, value] pairs of a packed series, null for seconds without data (a gap in the line). */
export function seriesPoints(
  series: PackedSeries,
  convert: (value: number) => number = (value) => value,
): [number, number | null][] {
  const startMs = Date.parse(series.startTime);
  return unpackSpeeds(series.packedValues).map((value, k) => [
    startMs + k * series.intervalMs,
    value === null ? null : Math.round(convert(value) * 10) / 10,
  ]);
}

/**
 * One athlete's speed at 1 Hz in the person's unit and, when the track has
 * heart rate, the heart rate beside it on an axis of its own (bpm, right).
 */
export function speedHeartRateChartOption(
  speed: PackedSeries,
  heartRate: PackedSeries | null,
  unitSystem: UnitSystem,
): EChartsCoreOption {
  const { unit } = convertSpeed(0, unitSystem);
  const speedAxis = { type: 'value', min: 0, name: unit, position: 'left' };
  const heartRateAxis = { type: 'value', name: 'bpm', position: 'right', scale: true };
  return {
    animation: false,
    legend: { top: 0, left: 0, icon: 'roundRect', itemWidth: 14, itemHeight: 4 },
    grid: { left: 16, right: 16, top: 48, bottom: 16, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time', axisLabel: { formatter: timeAxisLabel, hideOverlap: true } },
    yAxis: heartRate ? [speedAxis, heartRateAxis] : [speedAxis],
    series: [
      {
        type: 'line',
        name: `Speed (${unit})`,
        showSymbol: false,
        sampling: 'lttb',
        lineStyle: { width: 1 },
        color: SPEED_COLOUR,
        yAxisIndex: 0,
        data: seriesPoints(speed, (kph) => convertSpeed(kph, unitSystem).value),
      },
      ...(heartRate
        ? [
            {
              type: 'line',
              name: 'Heart Rate (bpm)',
              showSymbol: false,
              sampling: 'lttb',
              lineStyle: { width: 1.5 },
              color: HEART_RATE_COLOUR,
              yAxisIndex: 1,
              data: seriesPoints(heartRate),
            },
          ]
        : []),
    ],
  };
}
