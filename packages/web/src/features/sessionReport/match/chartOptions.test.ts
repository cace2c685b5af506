import { describe, expect, it } from 'vitest';
import { periodDistanceChartOption } from './periodDistanceChartOption';
import { speedBinLabel, timeAtSpeedChartOption } from './timeAtSpeedChartOption';

interface LineSeries {
  name: string;
  data: number[][];
  lineStyle: { type?: string };
}

describe('periodDistanceChartOption', () => {
  const lines = {
    average: {
      name: 'Session Average',
      points: [
        [1, 91.44],
        [2, 182.88],
      ] as [number, number][],
    },
    athletes: [{ name: 'Ana', points: [[1, 100]] as [number, number][] }],
    hiddenAthletes: 0,
  };

  it('draws the team average dotted before the athletes', () => {
    const option = periodDistanceChartOption(lines, 'metric');
    const series = option.series as LineSeries[];
    expect(series.map((line) => line.name)).toEqual(['Session Average', 'Ana']);
    expect(series[0]?.lineStyle.type).toBe('dotted');
    expect(series[0]?.data).toEqual([
      [1, 91],
      [2, 183],
    ]);
    expect(option.xAxis).toMatchObject({ name: 'Minutes since period start', type: 'value' });
  });

  it('shows yards for the imperial systems', () => {
    const option = periodDistanceChartOption(lines, 'imperial');
    expect((option.series as LineSeries[])[0]?.data).toEqual([
      [1, 100],
      [2, 200],
    ]);
    expect(option.yAxis).toMatchObject({ name: 'Distance (yd)' });
  });
});

describe('timeAtSpeedChartOption', () => {
  const bins = [
    { fromKph: 0, toKph: 1, minutes: 2 },
    { fromKph: 1, toKph: 2, minutes: 1.234 },
  ];

  it('labels bins in km/h and plots minutes', () => {
    const option = timeAtSpeedChartOption(bins, 'metric', 'average');
    expect(option.xAxis).toMatchObject({ data: ['0', '1'], name: 'Speed (km/h)' });
    expect(option.yAxis).toMatchObject({ name: 'Minutes per athlete' });
    expect((option.series as { data: number[] }[])[0]?.data).toEqual([2, 1.23]);
  });

  it('converts the speed axis to the unit system', () => {
    expect(speedBinLabel(16.09344, 'imperial')).toBe('10.0');
    expect(speedBinLabel(18, 'metres_per_second')).toBe('5.0');
    expect(timeAtSpeedChartOption(bins, 'imperial', 'total').yAxis).toMatchObject({
      name: 'Minutes',
    });
  });
});
