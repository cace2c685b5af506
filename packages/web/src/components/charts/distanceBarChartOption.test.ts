import { describe, expect, it } from 'vitest';
import { distanceBarChartOption, type DistanceBarChartLook } from './distanceBarChartOption';

interface Option {
  tooltip: { formatter: (params: unknown) => string };
  xAxis: { axisLabel: object };
  yAxis: { axisLabel: object };
  series: { markLine?: { label: { formatter: string; position: string } } }[];
}

const look = (
  labels: DistanceBarChartLook['labels'],
  withValue: boolean,
): DistanceBarChartLook => ({
  seriesName: 'Distance',
  barMaxWidth: 20,
  labels,
  average: { valueM: 1000, label: 'Team Average', withValue, position: 'insideStartTop' },
});

const bars = [
  { label: 'An', title: 'Ana Silva', valueM: 1234.5, note: '2 sessions' },
  { label: 'Be', title: 'Ben Okoro', valueM: null },
];

describe('distanceBarChartOption', () => {
  it('tells the distance, or NO DATA, and the note in the tooltip', () => {
    const option = distanceBarChartOption(bars, look('every', true), 'metric') as unknown as Option;
    expect(option.tooltip.formatter([{ dataIndex: 0 }])).toBe('Ana Silva<br/>1.23 km (2 sessions)');
    expect(option.tooltip.formatter([{ dataIndex: 1 }])).toBe('Ben Okoro<br/>NO DATA');
  });

  it('labels the average with its value, or with its label alone', () => {
    const withValue = distanceBarChartOption(bars, look('every', true), 'imperial_yards_only');
    expect((withValue as unknown as Option).series[0]!.markLine!.label.formatter).toBe(
      'Team Average: 1094 yd',
    );
    const alone = distanceBarChartOption(bars, look('every', false), 'metric');
    expect((alone as unknown as Option).series[0]!.markLine!.label.formatter).toBe('Team Average');
  });

  it('labels every bar, or lets overlapping labels go when the bars are many', () => {
    const every = distanceBarChartOption(bars, look('every', true), 'metric') as unknown as Option;
    expect(every.xAxis.axisLabel).toEqual({ interval: 0 });
    const thinned = distanceBarChartOption(bars, look('thinned', true), 'metric');
    expect((thinned as unknown as Option).xAxis.axisLabel).toEqual({
      interval: 'auto',
      hideOverlap: true,
    });
  });
});
