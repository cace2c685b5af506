import { acuteChronicRatioOf, ACUTE_DAYS, CHRONIC_DAYS } from './acuteChronicWorkloadRatio.js';

/** The decay of an exponentially weighted mean over `days` (Williams et al. 2017): 2 / (days + 1). */
export const ewmaDecay = (days: number) => 2 / (days + 1);

/** The exponentially weighted means of daily load for each day, and their ratio. */
export interface ExponentialWorkload {
  acute: number[];
  chronic: number[];
  /** acute / chronic; null for the first 27 days (too little history) and when chronic is 0. */
  ratio: (number | null)[];
}

/**
 * One athlete's exponentially weighted acute (7-day) and chronic (28-day)
 * loads for each day of a range, and their ratio (Williams et al. 2017, Br J
 * Sports Med 51: 209-210): EWMA_today = load_today x λ + (1 - λ) x
 * EWMA_yesterday, λa = 2 / (7 + 1), λc = 2 / (28 + 1). Recent days weigh
 * more than in a rolling mean, and a day leaving the window does not make
 * the ratio jump. Days before the range are unknown: both means start at 0
 * before day 0, so, as with the rolling ratio, a day has a ratio only once
 * 28 days of history lie inside the range (from day 27); days without a
 * session count as zero load.
 */
export function exponentialWorkload(dailyLoads: ArrayLike<number>): ExponentialWorkload {
  const acuteDecay = ewmaDecay(ACUTE_DAYS);
  const chronicDecay = ewmaDecay(CHRONIC_DAYS);
  const workload: ExponentialWorkload = { acute: [], chronic: [], ratio: [] };
  let acute = 0;
  let chronic = 0;
  for (let day = 0; day < dailyLoads.length; day++) {
    const load = dailyLoads[day]!;
    acute = load * acuteDecay + (1 - acuteDecay) * acute;
    chronic = load * chronicDecay + (1 - chronicDecay) * chronic;
    workload.acute.push(acute);
    workload.chronic.push(chronic);
    workload.ratio.push(day >= CHRONIC_DAYS - 1 ? acuteChronicRatioOf(acute, chronic) : null);
  }
  return workload;
}
