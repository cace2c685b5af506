import { WELLNESS_ITEMS, type SurveyMetric } from './surveyTypes.js';

/** The fewest earlier days with a Hooper index an athlete needs before they can be flagged. */
export const WELLNESS_FLAG_MIN_HISTORY = 7;

/** The Hooper index of one day's wellness items (5 - 35, higher is worse); null unless all five were answered. */
export function hooperIndex(items: Partial<Record<SurveyMetric, number>>): number | null {
  const values = WELLNESS_ITEMS.map((item) => items[item]);
  return values.every((value) => value !== undefined)
    ? values.reduce<number>((sum, value) => sum + value, 0)
    : null;
}

/** An athlete's day against their own baseline. */
export interface WellnessBaseline {
  hooperIndex: number;
  /** The mean of the earlier days' indexes. */
  mean: number;
  /** Their sample standard deviation. */
  standardDeviation: number;
  /** How many earlier days the baseline holds. */
  days: number;
  /** Whether the day is worse than the mean by more than the threshold's standard deviations. */
  flagged: boolean;
}

/**
 * A day's Hooper index against the athlete's own earlier days
 * (docs/product/surveys.md §15): flagged when it is higher (worse) than their
 * mean by more than `standardDeviations` sample standard deviations. Fewer
 * than WELLNESS_FLAG_MIN_HISTORY earlier days: no baseline (null), never a
 * flag. With every earlier day alike (no deviation), any worse day is flagged.
 */
export function wellnessBaseline(
  today: number,
  history: readonly number[],
  standardDeviations: number,
): WellnessBaseline | null {
  if (history.length < WELLNESS_FLAG_MIN_HISTORY) return null;
  const mean = history.reduce((sum, value) => sum + value, 0) / history.length;
  const variance =
    history.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (history.length - 1);
  const standardDeviation = Math.sqrt(variance);
  return {
    hooperIndex: today,
    mean,
    standardDeviation,
    days: history.length,
    flagged: today - mean > standardDeviations * standardDeviation,
  };
}

/** The club settings' bounds (docs/product/surveys.md §15): the threshold in standard deviations, the baseline in days. */
export const WELLNESS_FLAG_STANDARD_DEVIATIONS = { min: 0.5, max: 5 } as const;
export const WELLNESS_FLAG_BASELINE_DAYS = { min: 7, max: 90 } as const;

/** What is wrong with the club's wellness-flag thresholds, by field. */
export function wellnessFlagSettingsIssues(settings: {
  standardDeviations: number;
  baselineDays: number;
}): { field: 'wellnessFlagStandardDeviations' | 'wellnessFlagBaselineDays'; message: string }[] {
  const issues: ReturnType<typeof wellnessFlagSettingsIssues> = [];
  const sd = WELLNESS_FLAG_STANDARD_DEVIATIONS;
  const days = WELLNESS_FLAG_BASELINE_DAYS;
  const { standardDeviations, baselineDays } = settings;
  if (!(
    Number.isFinite(standardDeviations) &&
    standardDeviations >= sd.min &&
    standardDeviations <= sd.max
  ))
    issues.push({
      field: 'wellnessFlagStandardDeviations',
      message: `Standard deviations must be a number from ${sd.min} to ${sd.max}.`,
    });
  if (!(Number.isInteger(baselineDays) && baselineDays >= days.min && baselineDays <= days.max))
    issues.push({
      field: 'wellnessFlagBaselineDays',
      message: `Baseline days must be a whole number from ${days.min} to ${days.max}.`,
    });
  return issues;
}
