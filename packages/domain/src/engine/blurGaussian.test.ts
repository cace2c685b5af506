import { describe, expect, it } from 'vitest';
import { blurGaussian } from './blurGaussian.js';

describe('blurGaussian', () => {
  it('spreads an impulse with the given sigma, preserving its mass away from the edges', () => {
    const width = 41;
    const height = 31;
    const grid = new Float64Array(width * height);
    grid[15 * width + 20] = 100;
    blurGaussian(grid, width, height, 3);
    expect(grid.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
    let varianceX = 0;
    for (let r = 0; r < height; r++) {
      for (let c = 0; c < width; c++)
        varianceX += ((grid[r * width + c] as number) * (c - 20) ** 2) / 100;
    }
    // The kernel is cut at 3 sigma, which trims the variance slightly below sigma^2.
    expect(varianceX).toBeGreaterThan(8.7);
    expect(varianceX).toBeLessThan(9);
    expect(grid[15 * width + 19]).toBeCloseTo(grid[15 * width + 21] as number, 12);
    expect(grid[14 * width + 20]).toBeCloseTo(grid[15 * width + 19] as number, 12);
  });

  it('loses the mass that spreads past an edge', () => {
    const grid = new Float64Array(10 * 10);
    grid[0] = 1;
    blurGaussian(grid, 10, 10, 3);
    const mass = grid.reduce((a, b) => a + b, 0);
    expect(mass).toBeGreaterThan(0.2);
    expect(mass).toBeLessThan(0.5);
  });
});
