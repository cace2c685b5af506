import { describe, expect, it } from 'vitest';
import { averageDistanceChartOption, type DistanceDay } from './averageDistanceChartOption';

interface Option {
  xAxis: { data: string[] };
  yAxis: { max: number; axisLabel: { formatter: string } };
  series: {
    data: number[];
    markLine?: {
      label: { formatter: string };
      lineStyle: { type: string };
      data: { yAxis: number }[];
    };
  }[];
}

const days: DistanceDay[] = [
  { date: '2026-10-24', avgDistanceM: 0, sessionCount: 0 },
  { date: '2026-10-25', avgDistanceM: 6449.6, sessionCount: 2 },
  { date: '2026-10-26', avgDistanceM: 4200, sessionCount: 1 },
];

describe('averageDistanceChartOption', () => {
  it('draws a bar a day, 0 without sessions, and the dotted SESSION AVERAGE line', () => {
    const option = averageDistanceChartOption(days, 5000.4, 'metric') as unknown as Option;
    expect(option.xAxis.data).toEqual(['24 Oct', '25 Oct', '26 Oct']);
    expect(option.series[0]!.data).toEqual([0, 6450, 4200]);
    const line = option.series[0]!.markLine!;
    expect(line.label.formatter).toBe('SESSION AVERAGE');
    expect(line.lineStyle.type).toBe('dotted');
    expect(line.data).toEqual([{ yAxis: 5000 }]);
  });

  it('sets the y-axis maximum to the largest value rounded to 100, plus 100', () => {
    const option = averageDistanceChartOption(days, 5000, 'metric') as unknown as Option;
    expect(option.yAxis.max).toBe(6600);
    expect(option.yAxis.axisLabel.formatter).toBe('{value} m');
  });

  it('charts yards for the imperial systems', () => {
    const option = averageDistanceChartOption(days, null, 'imperial') as unknown as Option;
    expect(option.series[0]!.data).toEqual([0, 7053, 4593]);
    expect(option.yAxis.max).toBe(7200);
    expect(option.yAxis.axisLabel.formatter).toBe('{value} yd');
    expect(option.series[0]!.markLine).toBeUndefined();
  });
});
