import { describe, expect, it } from 'vitest';
import { gridAggregate } from './gridAggregate.js';

describe('gridAggregate', () => {
  const values = [4, null, 10, 1, null];

  it('sums, averages and finds extremes over the values there are', () => {
    expect(gridAggregate('sum', values)).toBe(15);
    expect(gridAggregate('avg', values)).toBe(5); // 15 / 3, missing values not counted
    expect(gridAggregate('min', values)).toBe(1);
    expect(gridAggregate('max', values)).toBe(10);
    expect(gridAggregate('count', values)).toBe(3);
  });

  it('has no sum, average or extreme of nothing, and counts 0', () => {
    for (const kind of ['sum', 'avg', 'min', 'max'] as const) {
      expect(gridAggregate(kind, [])).toBeNull();
      expect(gridAggregate(kind, [null, null])).toBeNull();
    }
    expect(gridAggregate('count', [null])).toBe(0);
  });

  it('keeps negative values and zeros', () => {
    expect(gridAggregate('max', [-3, -1])).toBe(-1);
    expect(gridAggregate('sum', [0, 0])).toBe(0);
    expect(gridAggregate('avg', [-2, 0, 5])).toBe(1);
  });
});
