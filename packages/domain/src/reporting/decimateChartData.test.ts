import { describe, expect, it } from 'vitest';
import type { ChartData } from './aggregateChart.js';
import { DECIMATE_ABOVE_CATEGORIES, decimateChartData } from './decimateChartData.js';

function chartOf(series: (number | null)[][]): ChartData {
  const count = series[0]!.length;
  return {
    categories: Array.from({ length: count }, (_, index) => `c${index}`),
    series: series.map((values, index) => ({ columnId: `s${index}`, values })),
    rowCount: count * 3,
  };
}

/** Each pixel column's smallest and largest value of a series (count a multiple of columns). */
function columnExtents(data: ChartData, series: number, columns: number, count: number) {
  const extents = Array.from({ length: columns }, () => [Infinity, -Infinity]);
  data.series[series]!.values.forEach((value, index) => {
    const position = Number(data.categories[index]!.slice(1));
    const extent = extents[Math.floor((position * columns) / count)]!;
    if (value === null) return;
    extent[0] = Math.min(extent[0]!, value);
    extent[1] = Math.max(extent[1]!, value);
  });
  return extents;
}

describe('decimateChartData', () => {
  it('answers a chart of a few thousand categories as it is', () => {
    const data = chartOf([Array.from({ length: DECIMATE_ABOVE_CATEGORIES }, (_, i) => i)]);
    expect(decimateChartData(data, 100)).toBe(data);
  });

  it('answers a chart not four times wider than the plot as it is', () => {
    const data = chartOf([Array.from({ length: 8000 }, (_, i) => i % 7)]);
    expect(decimateChartData(data, 2000)).toBe(data);
  });

  it('keeps each pixel column’s first, last, smallest and largest point of every series', () => {
    const count = 50_000;
    const wave = Array.from({ length: count }, (_, i) => Math.sin(i / 37) * 100 + (i % 11));
    const saw = Array.from({ length: count }, (_, i) => (i * 7919) % 1000);
    const data = chartOf([wave, saw]);
    const drawn = decimateChartData(data, 500);
    // At most the first, the last and two extremes of each of the two series per column.
    expect(drawn.categories.length).toBeLessThanOrEqual(500 * 6);
    expect(drawn.categories.length).toBeGreaterThanOrEqual(500 * 2);
    expect(drawn.rowCount).toBe(data.rowCount);
    for (const series of [0, 1]) {
      expect(columnExtents(drawn, series, 500, count)).toEqual(
        columnExtents(data, series, 500, count),
      );
    }
    // Categories stay in order, each with every series' own value.
    const positions = drawn.categories.map((category) => Number(category.slice(1)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions[0]).toBe(0);
    expect(positions.at(-1)).toBe(count - 1);
    positions.forEach((position, index) => {
      expect(drawn.series[0]!.values[index]).toBe(wave[position]);
      expect(drawn.series[1]!.values[index]).toBe(saw[position]);
    });
  });

  it('keeps a missing value, so a gap in a line stays a gap', () => {
    const values: (number | null)[] = Array.from({ length: 10_000 }, (_, i) => i);
    values[5_003] = null;
    const drawn = decimateChartData(chartOf([values]), 100);
    expect(drawn.categories).toContain('c5003');
    expect(drawn.series[0]!.values[drawn.categories.indexOf('c5003')]).toBeNull();
  });
});
