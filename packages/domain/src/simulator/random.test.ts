import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';

describe('createRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('gives uniform values in [0, 1) and standard normals', () => {
    const random = createRandom(42);
    const n = 100_000;
    // Aggregates, asserted once: an expect() per draw costs more than the draws.
    let lowest = Infinity;
    let highest = -Infinity;
    let uniformSum = 0;
    const deciles = new Array<number>(10).fill(0);
    let sum = 0;
    let sumSquares = 0;
    for (let i = 0; i < n; i++) {
      const u = random.next();
      lowest = Math.min(lowest, u);
      highest = Math.max(highest, u);
      uniformSum += u;
      deciles[Math.min(9, Math.floor(u * 10))]!++;
      const g = random.gaussian();
      sum += g;
      sumSquares += g * g;
    }
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(highest).toBeLessThan(1);
    expect(uniformSum / n).toBeCloseTo(0.5, 2);
    // Each tenth of [0, 1) gets its share: 10 000 ± 3 %, many standard deviations wide.
    for (const count of deciles) expect(Math.abs(count / (n / 10) - 1)).toBeLessThan(0.03);
    expect(Math.abs(sum / n)).toBeLessThan(0.02);
    expect(Math.sqrt(sumSquares / n)).toBeCloseTo(1, 1);
  });

  it('forks independent, reproducible streams', () => {
    const a = createRandom(1).fork(3);
    const b = createRandom(1).fork(3);
    const c = createRandom(1).fork(4);
    expect(a.next()).toBe(b.next());
    expect(a.next()).not.toBe(c.next());
  });

  it('draws integers within bounds, both ends included', () => {
    const random = createRandom(9);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(random.integer(2, 4));
    expect([...seen].sort()).toEqual([2, 3, 4]);
  });
});
