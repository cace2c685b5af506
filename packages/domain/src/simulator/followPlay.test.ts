import { describe, expect, it } from 'vitest';
import { followPlay } from './followPlay.js';
import { createRandom } from './random.js';

describe('followPlay', () => {
  it('wanders smoothly over the whole area and stays inside it', () => {
    const area = { minXM: -30, maxXM: 30, minYM: -20, maxYM: 10 };
    const play = followPlay(createRandom(1), area);
    let minX = Infinity;
    let maxX = -Infinity;
    let previous = play(0);
    for (let t = 0.1; t < 1800; t += 0.1) {
      const p = play(t);
      expect(p.xM).toBeGreaterThanOrEqual(area.minXM);
      expect(p.xM).toBeLessThanOrEqual(area.maxXM);
      expect(p.yM).toBeGreaterThanOrEqual(area.minYM);
      expect(p.yM).toBeLessThanOrEqual(area.maxYM);
      expect(Math.hypot(p.xM - previous.xM, p.yM - previous.yM)).toBeLessThan(1);
      minX = Math.min(minX, p.xM);
      maxX = Math.max(maxX, p.xM);
      previous = p;
    }
    expect(maxX - minX).toBeGreaterThan(30);
  });
});
