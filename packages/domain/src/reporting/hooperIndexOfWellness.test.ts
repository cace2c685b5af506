import { describe, expect, it } from 'vitest';
import { hooperIndexOfWellness } from './hooperIndexOfWellness.js';

describe('hooperIndexOfWellness (Hooper et al. 1995)', () => {
  it('adds sleep, stress, fatigue and muscle soreness, leaving mood out', () => {
    // 3 + 2 + 5 + 6 = 16; mood 7 does not count.
    expect(
      hooperIndexOfWellness({ sleepQuality: 3, stress: 2, fatigue: 5, muscleSoreness: 6, mood: 7 }),
    ).toBe(16);
    expect(
      hooperIndexOfWellness({ sleepQuality: 1, stress: 1, fatigue: 1, muscleSoreness: 1 }),
    ).toBe(4);
  });

  it('has no index unless all four were answered', () => {
    expect(hooperIndexOfWellness({ sleepQuality: 3, stress: 2, fatigue: 5, mood: 4 })).toBeNull();
    expect(hooperIndexOfWellness({})).toBeNull();
  });
});
