import { describe, expect, it } from 'vitest';
import { acuteChronicChartOption } from './acuteChronicChartOption';
import { seasonTrendsChartOption } from './seasonTrendsChartOption';

interface Series {
  name: string;
  type: string;
  yAxisIndex?: number;
  data: (number | null)[];
  markArea?: { data: [{ yAxis: number }, { yAxis: number }][] };
}

const seriesOf = (option: unknown) => (option as { series: Series[] }).series;

describe('the season trends chart', () => {
  const sessions = [
    {
      session: { startTime: '2026-11-02T10:00:00Z' },
      numbers: {
        totalDistanceM: 6000,
        totalHighIntensityDistanceM: 600,
        totalSprintDistanceM: 150,
        maxSpeedKph: 29,
      },
    },
  ];

  it('draws distance as bars, high-intensity and sprint as lines, and top speed on its own axis', () => {
    const series = seriesOf(seasonTrendsChartOption(sessions, 'metric'));
    expect(series.map(({ name, type, yAxisIndex }) => [name, type, yAxisIndex])).toEqual([
      ['Distance', 'bar', 0],
      ['High-intensity distance', 'line', 0],
      ['Sprint distance', 'line', 0],
      ['Top speed', 'line', 1],
    ]);
    expect(series.map((one) => one.data[0])).toEqual([6000, 600, 150, 29]);
  });

  it("speaks the person's units: yards and miles per hour", () => {
    const series = seriesOf(seasonTrendsChartOption(sessions, 'imperial'));
    // 6,000 m = 6,562 yd; 29 km/h = 18.0 mph.
    expect(series[0]!.data[0]).toBe(6562);
    expect(series[3]!.data[0]).toBe(18);
  });
});

describe('the acute:chronic chart', () => {
  it('draws the rolling and EWMA ratios over the 0.8–1.3 sweet spot, with gaps on days without', () => {
    const option = acuteChronicChartOption([
      { date: '2026-11-01', acuteChronicRatio: null, ewmaAcuteChronicRatio: null },
      { date: '2026-11-02', acuteChronicRatio: 1.2345, ewmaAcuteChronicRatio: 0.876 },
    ]);
    const [rolling, ewma] = seriesOf(option);
    expect(rolling!.name).toBe('Rolling 7:28');
    expect(rolling!.data).toEqual([null, 1.23]);
    expect(ewma!.name).toBe('EWMA');
    expect(ewma!.data).toEqual([null, 0.88]);
    expect(rolling!.markArea!.data).toEqual([[{ yAxis: 0.8 }, { yAxis: 1.3 }]]);
    expect(ewma!.markArea).toBeUndefined();
    expect((option as { xAxis: { data: string[] } }).xAxis.data).toEqual(['1 Nov', '2 Nov']);
  });
});
