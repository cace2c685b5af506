import { describe, expect, it } from 'vitest';
import { AthleteBody } from './athleteBody.js';
import { computeTruth } from './computeTruth.js';
import { createRandom } from './random.js';
import { recordTruePath } from './recordTruePath.js';
import { warmUpPlanner } from './warmUpPlanner.js';

describe('warmUpPlanner', () => {
  it('jogs laps of the area and adds strides but no sprints at the end', () => {
    const area = { minXM: -40, maxXM: -8, minYM: -22, maxYM: 8 };
    const limits = {
      maxSpeedMps: 9,
      maxAccelerationMps2: 7,
      maxDecelerationMps2: 6,
      maxLateralMps2: 6,
    };
    const body = new AthleteBody(limits, -40, -22, 0);
    const durationS = 720;
    const planner = warmUpPlanner({ random: createRandom(3), area, durationS });
    const path = recordTruePath(body, [{ startMs: 0, phases: [{ durationS, planner }] }], 10);
    for (let i = 0; i < path.xM.length; i++) {
      expect(path.xM[i]).toBeGreaterThan(area.minXM - 5);
      expect(path.xM[i]).toBeLessThan(area.maxXM + 5);
    }
    const early = computeTruth(path, { windows: [{ name: 'early', startMs: 0, endMs: 400_000 }] })
      .windows[0]!;
    const truth = computeTruth(path);
    expect(early.highIntensityEfforts).toHaveLength(0);
    expect(truth.highIntensityEfforts.length).toBeGreaterThan(0);
    expect(truth.sprintEfforts).toHaveLength(0);
    expect(truth.distanceM / durationS).toBeGreaterThan(1.3);
    expect(truth.distanceM / durationS).toBeLessThan(2.3);
  });
});
