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
    let sum = 0;
    let sumSquares = 0;
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const u = random.next();
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      const g = random.gaussian();
      sum += g;
      sumSquares += g * g;
    }
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
