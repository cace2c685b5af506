import { describe, expect, it } from 'vitest';
import { simulateEffort } from './simulateEffort.js';

describe('simulateEffort', () => {
  it('runs the asked number of sprints as true sprint efforts near top speed', () => {
    const { track, truth } = simulateEffort({ repetitions: 5, distanceM: 40, maxSpeedMps: 9 });
    expect(truth.sprintEfforts).toHaveLength(5);
    expect(truth.highIntensityEfforts).toHaveLength(5);
    for (const effort of truth.sprintEfforts) {
      expect(effort.endMs - effort.startMs).toBeGreaterThan(2000);
      expect(effort.peakSpeedMps).toBeGreaterThan(8.3);
    }
    expect(truth.topSpeedMps).toBeLessThanOrEqual(9);
    expect(track.timeMs.length).toBe(truth.path.timeMs.length);
  });

  it('is clean by default: no Doppler, positions exactly on the true path', () => {
    const clean = simulateEffort({ seed: 4 });
    const noisy = simulateEffort({ seed: 4, noise: true });
    expect(clean.track.speedMps).toBeUndefined();
    expect(noisy.track.speedMps).toBeDefined();
    expect(noisy.truth.distanceM).toBe(clean.truth.distanceM);
    expect(noisy.track.latitudeDeg).not.toEqual(clean.track.latitudeDeg);
  });
});
