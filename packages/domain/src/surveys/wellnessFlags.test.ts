import { describe, expect, it } from 'vitest';
import {
  hooperIndex,
  wellnessBaseline,
  wellnessFlagSettingsIssues,
  WELLNESS_FLAG_MIN_HISTORY,
} from './wellnessFlags.js';

describe('hooperIndex', () => {
  it('sums the five wellness items, and wants all five', () => {
    const items = { sleepQuality: 2, fatigue: 3, muscleSoreness: 4, stress: 1, mood: 2 };
    expect(hooperIndex(items)).toBe(12);
    expect(hooperIndex({ ...items, mood: undefined })).toBeNull();
    expect(hooperIndex({ ...items, sessionRpe: 9 })).toBe(12);
  });
});

describe('wellnessBaseline', () => {
  const history = [10, 12, 11, 13, 12, 10, 11, 12]; // mean 11.375, sd ~1.06

  it('flags a day worse than the mean by more than the threshold’s deviations', () => {
    const baseline = wellnessBaseline(14, history, 1.5)!;
    expect(baseline.mean).toBeCloseTo(11.375);
    expect(baseline.standardDeviation).toBeCloseTo(1.0607, 3);
    expect(baseline.days).toBe(8);
    expect(baseline.flagged).toBe(true);
    // 13 is 1.625 above the mean: more than 1.5 deviations (1.59), not 2 (2.12).
    expect(wellnessBaseline(13, history, 1.5)!.flagged).toBe(true);
    expect(wellnessBaseline(13, history, 2)!.flagged).toBe(false);
    expect(wellnessBaseline(12, history, 1.5)!.flagged).toBe(false);
  });

  it('never flags a better day, however far from the mean', () => {
    expect(wellnessBaseline(5, history, 1.5)!.flagged).toBe(false);
  });

  it('gives no baseline, so no flag, with too little history', () => {
    const short = history.slice(0, WELLNESS_FLAG_MIN_HISTORY - 1);
    expect(wellnessBaseline(35, short, 1.5)).toBeNull();
    expect(wellnessBaseline(35, history.slice(0, WELLNESS_FLAG_MIN_HISTORY), 1.5)).not.toBeNull();
  });

  it('flags any worse day when every earlier day was alike', () => {
    const flat = Array.from({ length: 10 }, () => 12);
    expect(wellnessBaseline(13, flat, 1.5)!.flagged).toBe(true);
    expect(wellnessBaseline(12, flat, 1.5)!.flagged).toBe(false);
  });
});

describe('wellnessFlagSettingsIssues', () => {
  it('wants 0.5 to 5 standard deviations and 7 to 90 whole days', () => {
    expect(wellnessFlagSettingsIssues({ standardDeviations: 1.5, baselineDays: 28 })).toEqual([]);
    expect(
      wellnessFlagSettingsIssues({ standardDeviations: 0.4, baselineDays: 6.5 }).map(
        (issue) => issue.message,
      ),
    ).toEqual([
      'Standard deviations must be a number from 0.5 to 5.',
      'Baseline days must be a whole number from 7 to 90.',
    ]);
  });
});
