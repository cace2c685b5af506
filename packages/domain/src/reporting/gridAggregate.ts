import type { GridAggregation } from './gridConfig.js';

/**
 * A grid aggregation over a group's values, missing values left out: the
 * grid's grouped rows, its status bar, its CSV download and the charts built
 * from it all sum up with this. `count` is how many values there are; the
 * others are null when there are none (a group with no data is not a 0).
 */
export function gridAggregate(
  kind: GridAggregation,
  values: readonly (number | null)[],
): number | null {
  let count = 0;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value === null || Number.isNaN(value)) continue;
    count++;
    sum += value;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (kind === 'count') return count;
  if (count === 0) return null;
  switch (kind) {
    case 'sum':
      return sum;
    case 'avg':
      return sum / count;
    case 'min':
      return min;
    case 'max':
      return max;
  }
}
