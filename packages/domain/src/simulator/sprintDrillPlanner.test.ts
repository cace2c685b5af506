import { describe, expect, it } from 'vitest';
import { AthleteBody } from './athleteBody.js';
import { computeTruth } from './computeTruth.js';
import { createRandom } from './random.js';
import { recordTruePath } from './recordTruePath.js';
import { sprintDrillPlanner } from './sprintDrillPlanner.js';

describe('sprintDrillPlanner', () => {
  it('runs one sprint per repetition and walks back to the cone', () => {
    const limits = {
      maxSpeedMps: 8.8,
      maxAccelerationMps2: 7,
      maxDecelerationMps2: 6,
      maxLateralMps2: 6,
    };
    const body = new AthleteBody(limits, -30, 5, 0);
    const planner = sprintDrillPlanner({
      random: createRandom(1),
      startXM: -30,
      startYM: 5,
      distanceM: 35,
      intervalS: 50,
      firstRepS: 10,
      lastRepS: 170,
      maxSpeedMps: limits.maxSpeedMps,
    });
    const path = recordTruePath(body, [{ startMs: 0, phases: [{ durationS: 200, planner }] }], 10);
    const truth = computeTruth(path);
    expect(truth.sprintEfforts.map((e) => Math.round(e.startMs / 1000))).toEqual([
      12, 62, 112, 162,
    ]);
    expect(truth.topSpeedMps).toBeGreaterThan(8.3);
    // Back at the cone before the last repetition.
    expect(Math.hypot(path.xM[1610]! + 30, path.yM[1610]! - 5)).toBeLessThan(3);
  });
});
