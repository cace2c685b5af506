import { describe, expect, it } from 'vitest';
import { athleteBarChartOption, sortedBars } from './athleteBarChartOption';
import { chartLabel, chartWidthCh } from './reportAthlete';
import { speedBreakdownChartOption, speedLine } from './speedBreakdownChartOption';
import { speedZonesChartOption } from './speedZonesChartOption';

const athlete = (id: string, name: string) => ({ id, name, initials: name.slice(0, 2) });
const ana = athlete('a1', 'Ana Silva');
const ben = athlete('a2', 'Ben Okoro');
const cara = athlete('a3', 'Cara Diaz');

interface BarOption {
  xAxis: { data: string[] };
  yAxis: { max: number };
  series: { data: number[]; markLine?: { data: { yAxis: number }[] } }[];
}

describe('distance bar charts', () => {
  it('sort highest first, with athletes without data last', () => {
    const bars = [
      { athlete: ana, valueM: 5000 },
      { athlete: ben, valueM: null },
      { athlete: cara, valueM: 6200 },
    ];
    expect(sortedBars(bars).map((bar) => bar.athlete.id)).toEqual(['a3', 'a1', 'a2']);
  });

  it('label athletes with two letters and end the y axis 100 above the rounded largest value', () => {
    const option = athleteBarChartOption(
      [
        { athlete: ana, valueM: 5049 },
        { athlete: cara, valueM: 6249 },
      ],
      { valueM: 5649, label: 'Team Average' },
      'metric',
    ) as unknown as BarOption;
    expect(option.xAxis.data).toEqual(['Ca', 'An']);
    expect(option.series[0]!.data).toEqual([6249, 5049]);
    expect(option.yAxis.max).toBe(6300);
    expect(option.series[0]!.markLine?.data).toEqual([{ yAxis: 5649 }]);
  });

  it('draw yards for the imperial systems', () => {
    const option = athleteBarChartOption(
      [{ athlete: ana, valueM: 914.4 }],
      { valueM: null, label: 'Team Average' },
      'imperial',
    ) as unknown as BarOption;
    expect(option.series[0]!.data).toEqual([1000]);
    expect(option.series[0]!.markLine).toBeUndefined();
  });

  it('grow with the number of athletes', () => {
    expect(chartLabel({ name: ' Zoë Ng' })).toBe('Zo');
    expect(chartWidthCh(10, 3)).toBe(35);
    expect(chartWidthCh(10, 6)).toBe(65);
  });
});

describe('the speed zones chart', () => {
  it('stacks six zones per athlete, the most running first', () => {
    const option = speedZonesChartOption([
      { athlete: ana, zonesPercent: [70, 20, 5, 3, 1, 1] },
      { athlete: ben, zonesPercent: null },
      { athlete: cara, zonesPercent: [40, 30, 10, 10, 6, 4] },
    ]) as unknown as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['Ca', 'An', 'Be']);
    expect(option.series.map((series) => series.name)).toEqual([
      'Stationary/Walk',
      'Jogging',
      'Low Int. Run',
      'Med Int. Run',
      'High Int. Run',
      'Sprint',
    ]);
    expect(option.series[5]!.data).toEqual([4, 1, 0]);
  });
});

describe('the speed breakdown chart', () => {
  const points = ['15:01', '15:02', '16:05'].map((time, index) => ({
    endTime: `2026-11-21T${time}:00.000Z`,
    value: 10 + index,
  }));

  it('breaks the line where minutes are missing, such as half time', () => {
    const line = speedLine(points, 'metric');
    expect(line.map(([, speed]) => speed)).toEqual([10, 11, null, 12]);
  });

  it('converts speeds and draws at most five athletes', () => {
    expect(speedLine(points, 'metres_per_second')[0]![1]).toBe(2.8);
    const many = [ana, ben, cara, ana, ben, cara].map((each, index) => ({
      athlete: { ...each, id: `x${index}` },
      points,
    }));
    const option = speedBreakdownChartOption(many, 'metric') as { series: unknown[] };
    expect(option.series).toHaveLength(5);
  });
});
