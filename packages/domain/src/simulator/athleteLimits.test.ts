import { describe, expect, it } from 'vitest';
import { athleteLimits } from './athleteLimits.js';
import { createRandom } from './random.js';

describe('athleteLimits', () => {
  it('gives top speeds of about 28-34 km/h, goalkeepers slower', () => {
    const random = createRandom(1);
    for (let i = 0; i < 200; i++) {
      const outfield = athleteLimits(random).maxSpeedMps * 3.6;
      expect(outfield).toBeGreaterThanOrEqual(29);
      expect(outfield).toBeLessThanOrEqual(34);
      expect(athleteLimits(random, true).maxSpeedMps * 3.6).toBeLessThan(30.5);
    }
  });
});
