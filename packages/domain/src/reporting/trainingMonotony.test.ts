import { describe, expect, it } from 'vitest';
import { trainingMonotony } from './trainingMonotony.js';

describe('trainingMonotony (Foster 1998)', () => {
  it('divides the mean daily load by its standard deviation, rest days as 0', () => {
    // Mon-Sun: 300, 500, 0, 400, 600, 0, 300 (session-RPE loads, AU). Total 2100, mean 300.
    // Deviations: 0, 200, -300, 100, 300, -300, 0; squares sum 0 + 40000 + 90000 + 10000 + 90000 + 90000 + 0 = 320000.
    // Variance 320000 / 7 = 45714.29, deviation 213.809; monotony 300 / 213.809 = 1.4031; strain 2100 x 1.40312 = 2946.56.
    const { monotony, strain } = trainingMonotony([300, 500, 0, 400, 600, 0, 300]);
    expect(monotony).toBeCloseTo(300 / Math.sqrt(320000 / 7), 12);
    expect(monotony).toBeCloseTo(1.4031, 4);
    expect(strain).toBeCloseTo(2946.56, 2);
  });

  it('reads a hard day among rest days as low monotony', () => {
    // 700 once, six rest days: mean 100, deviation sqrt((600² + 6 x 100²) / 7) = sqrt(60000) = 244.95.
    const { monotony, strain } = trainingMonotony([700, 0, 0, 0, 0, 0, 0]);
    expect(monotony).toBeCloseTo(100 / Math.sqrt(60000), 12);
    expect(strain).toBeCloseTo(700 * (100 / Math.sqrt(60000)), 9);
  });

  it('has no monotony when the days do not vary', () => {
    expect(trainingMonotony(Array<number>(7).fill(0))).toEqual({ monotony: null, strain: null });
    expect(trainingMonotony(Array<number>(7).fill(250))).toEqual({ monotony: null, strain: null });
    expect(trainingMonotony([])).toEqual({ monotony: null, strain: null });
  });
});
