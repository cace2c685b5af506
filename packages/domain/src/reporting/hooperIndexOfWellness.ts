import type { SurveyMetric } from '../surveys/surveyTypes.js';

/** The four items Hooper et al. (1995) add up; mood is not one of them. */
const HOOPER_ITEMS = ['sleepQuality', 'stress', 'fatigue', 'muscleSoreness'] as const;

/**
 * The Hooper index of one day's wellness answers (Hooper S.L., Mackinnon
 * L.T., Howard A., Gordon R.D., Bachmann A.W. 1995, Med Sci Sports Exerc
 * 27(1): 106-112): sleep + stress + fatigue + muscle soreness, each rated
 * 1-7 (higher is worse), so 4-28; null unless all four were answered. The
 * club's Wellness Score (5-35) adds mood to the same items.
 */
export function hooperIndexOfWellness(items: Partial<Record<SurveyMetric, number>>): number | null {
  let sum = 0;
  for (const item of HOOPER_ITEMS) {
    const value = items[item];
    if (value === undefined) return null;
    sum += value;
  }
  return sum;
}
