import { PERSONAL_BEST_METRICS, type PersonalBestMetric } from '../athleteHome/personalBests.js';

// The whole-session figures a personal best is set in (docs/product/notifications.md)
// are the athlete home's.

/** What each metric is called in a sentence. */
export const PERSONAL_BEST_NAMES: Record<PersonalBestMetric, string> = {
  maxSpeedKph: 'top speed',
  totalDistanceM: 'distance',
  totalSprintDistanceM: 'sprint distance',
  totalHighIntensityDistanceM: 'high-intensity distance',
};

/** One session's whole-session figures of an athlete; null where it has none. */
export type SessionFigures = Record<PersonalBestMetric, number | null>;

/** A personal best a session has just set. */
export interface NewPersonalBest {
  metric: PersonalBestMetric;
  value: number;
  /** The best of the earlier sessions, which it beats. */
  previous: number;
}

/**
 * The metrics in which an athlete's session beats every earlier session of
 * theirs: strictly more than the best earlier value. A first session sets
 * none (there is nothing to beat), nor does a metric no earlier session has a
 * value for, nor a value of zero.
 */
export function newPersonalBests(
  session: SessionFigures,
  earlier: readonly SessionFigures[],
): NewPersonalBest[] {
  return PERSONAL_BEST_METRICS.flatMap((metric) => {
    const value = session[metric];
    const before = earlier.flatMap((figures) => {
      const each = figures[metric];
      return each === null ? [] : [each];
    });
    if (value === null || value <= 0 || before.length === 0) return [];
    const previous = Math.max(...before);
    return value > previous ? [{ metric, value, previous }] : [];
  });
}
