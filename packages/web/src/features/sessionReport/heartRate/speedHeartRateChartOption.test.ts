import { packSpeeds } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { seriesPoints, speedHeartRateChartOption } from './speedHeartRateChartOption';

const START = '2026-03-07T15:00:00.000Z';
const startMs = Date.parse(START);
const speed = { startTime: START, intervalMs: 1000, packedValues: packSpeeds([0, 18, 36, null]) };
const heartRate = {
  startTime: START,
  intervalMs: 1000,
  packedValues: packSpeeds([90, null, 150, 160]),
};

interface Option {
  yAxis: { name: string; position: string }[];
  series: { name: string; yAxisIndex: number; data: [number, number | null][] }[];
}

describe('speedHeartRateChartOption', () => {
  it('puts the heart rate on an axis of its own, in bpm, beside the speed', () => {
    const option = speedHeartRateChartOption(speed, heartRate, 'metric') as unknown as Option;
    expect(option.yAxis.map((axis) => [axis.name, axis.position])).toEqual([
      ['km/h', 'left'],
      ['bpm', 'right'],
    ]);
    expect(option.series.map((s) => [s.name, s.yAxisIndex])).toEqual([
      ['Speed (km/h)', 0],
      ['Heart Rate (bpm)', 1],
    ]);
    expect(option.series[1]!.data).toEqual([
      [startMs, 90],
      [startMs + 1000, null],
      [startMs + 2000, 150],
      [startMs + 3000, 160],
    ]);
  });

  it('draws speed alone, in the person’s unit, without heart rate', () => {
    const option = speedHeartRateChartOption(speed, null, 'metres_per_second') as unknown as Option;
    expect(option.yAxis.map((axis) => axis.name)).toEqual(['m/s']);
    expect(option.series.map((s) => s.name)).toEqual(['Speed (m/s)']);
    expect(option.series[0]!.data.map(([, v]) => v)).toEqual([0, 5, 10, null]);
  });

  it('places each second after the series start', () => {
    expect(seriesPoints({ ...heartRate, intervalMs: 2000 }).map(([t]) => t - startMs)).toEqual([
      0, 2000, 4000, 6000,
    ]);
  });
});
