import { describe, expect, it } from 'vitest';
import { timeAtSpeed } from './timeAtSpeed';

const ana = [
  { endExclusive: 1, value: 120 },
  { endExclusive: 2, value: 60 },
  { endExclusive: 4, value: 30 },
];
const ben = [
  { endExclusive: 2, value: 180 },
  { endExclusive: 3, value: 0 },
];

describe('timeAtSpeed', () => {
  it('sums seconds per bin as minutes', () => {
    expect(timeAtSpeed([ana, ben], 'total')).toEqual([
      { fromKph: 0, toKph: 1, minutes: 2 },
      { fromKph: 1, toKph: 2, minutes: 4 },
      { fromKph: 2, toKph: 3, minutes: 0 },
      { fromKph: 3, toKph: 4, minutes: 0.5 },
    ]);
  });

  it('averages per athlete with data', () => {
    expect(timeAtSpeed([ana, ben], 'average').map((bin) => bin.minutes)).toEqual([1, 2, 0, 0.25]);
  });

  it('ends at the fastest bin anyone reached', () => {
    expect(timeAtSpeed([ben], 'total').map((bin) => bin.toKph)).toEqual([1, 2]);
  });

  it('is empty without athletes or time', () => {
    expect(timeAtSpeed([], 'average')).toEqual([]);
    expect(timeAtSpeed([[{ endExclusive: 5, value: 0 }]], 'total')).toEqual([]);
  });
});
