import { describe, expect, it } from 'vitest';
import { followPlay } from './followPlay.js';
import { createRandom } from './random.js';

describe('followPlay', () => {
  it('wanders smoothly over the whole area and stays inside it', () => {
    const area = { minXM: -30, maxXM: 30, minYM: -20, maxYM: 10 };
    const play = followPlay(createRandom(1), area);
    // Extremes over the half hour, asserted once: an expect() per step costs seconds.
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    let longestStepM = 0;
    let previous = play(0);
    for (let t = 0.1; t < 1800; t += 0.1) {
      const p = play(t);
      minX = Math.min(minX, p.xM);
      maxX = Math.max(maxX, p.xM);
      minY = Math.min(minY, p.yM);
      maxY = Math.max(maxY, p.yM);
      longestStepM = Math.max(longestStepM, Math.hypot(p.xM - previous.xM, p.yM - previous.yM));
      previous = p;
    }
    expect(minX).toBeGreaterThanOrEqual(area.minXM);
    expect(maxX).toBeLessThanOrEqual(area.maxXM);
    expect(minY).toBeGreaterThanOrEqual(area.minYM);
    expect(maxY).toBeLessThanOrEqual(area.maxYM);
    expect(longestStepM).toBeLessThan(1);
    expect(maxX - minX).toBeGreaterThan(30);
  });
});
