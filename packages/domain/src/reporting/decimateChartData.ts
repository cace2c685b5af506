import type { ChartData } from './aggregateChart.js';

/** Charts of up to this many categories draw every point. */
export const DECIMATE_ABOVE_CATEGORIES = 3000;

/**
 * The points a chart of thousands of categories draws on a plot `pixelWidth`
 * pixels wide (M4 decimation): the categories cut into one run per pixel
 * column, of which the first and the last are kept and, for each series, its
 * smallest and largest value and its first missing one (a gap stays a gap).
 * The series share their categories: a category kept for one keeps every
 * series' value there. Each pixel column then spans what all the points would
 * have drawn in it, from a few thousand points instead of every one. Charts
 * of up to DECIMATE_ABOVE_CATEGORIES categories, or not four times wider than
 * the plot, are answered as they are; rowCount stays the table's.
 */
export function decimateChartData(data: ChartData, pixelWidth: number): ChartData {
  const count = data.categories.length;
  const columns = Math.max(1, Math.floor(pixelWidth));
  if (count <= DECIMATE_ABOVE_CATEGORIES || count <= 4 * columns) return data;
  const keep = new Uint8Array(count);
  for (let column = 0; column < columns; column++) {
    const start = Math.floor((column * count) / columns);
    const end = Math.floor(((column + 1) * count) / columns);
    if (start >= end) continue;
    keep[start] = 1;
    keep[end - 1] = 1;
    for (const { values } of data.series) keepExtremes(values, start, end, keep);
  }
  const kept: number[] = [];
  for (let index = 0; index < count; index++) if (keep[index]) kept.push(index);
  return {
    categories: kept.map((index) => data.categories[index]!),
    series: data.series.map(({ columnId, values }) => ({
      columnId,
      values: kept.map((index) => values[index] ?? null),
    })),
    rowCount: data.rowCount,
  };
}

/** Marks the smallest, the largest and the first missing value of values[start..end). */
function keepExtremes(
  values: readonly (number | null)[],
  start: number,
  end: number,
  keep: Uint8Array,
): void {
  let smallest = -1;
  let largest = -1;
  let missing = -1;
  for (let index = start; index < end; index++) {
    const value = values[index] ?? null;
    if (value === null) {
      if (missing < 0) missing = index;
      continue;
    }
    if (smallest < 0 || value < values[smallest]!) smallest = index;
    if (largest < 0 || value > values[largest]!) largest = index;
  }
  for (const index of [smallest, largest, missing]) if (index >= 0) keep[index] = 1;
}
