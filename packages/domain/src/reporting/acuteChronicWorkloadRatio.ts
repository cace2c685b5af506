export const ACUTE_DAYS = 7;
export const CHRONIC_DAYS = 28;

/** The rolling means of daily load for each day: null until the window is complete. */
export interface RollingWorkloadMeans {
  /** The mean load of the last 7 days, the day included. */
  acute: (number | null)[];
  /** The mean load of the last 28 days, the day included. */
  chronic: (number | null)[];
}

/**
 * One athlete's 7-day and 28-day rolling means of load for each day of a
 * range, from their daily loads (`dailyLoads[d]` = the load of day d of the
 * range, 0 on days without a session). Rolling means need their whole
 * window: days before the range are unknown, so a day has a mean only once
 * its window lies inside the range (acute from day 6, chronic from day 27).
 */
export function rollingWorkloadMeans(dailyLoads: ArrayLike<number>): RollingWorkloadMeans {
  const means: RollingWorkloadMeans = { acute: [], chronic: [] };
  let acuteSum = 0;
  let chronicSum = 0;
  for (let day = 0; day < dailyLoads.length; day++) {
    acuteSum += dailyLoads[day]!;
    chronicSum += dailyLoads[day]!;
    if (day >= ACUTE_DAYS) acuteSum -= dailyLoads[day - ACUTE_DAYS]!;
    if (day >= CHRONIC_DAYS) chronicSum -= dailyLoads[day - CHRONIC_DAYS]!;
    // Running sums drift by rounding: a window of zeros must read exactly 0.
    if (Math.abs(acuteSum) < 1e-9) acuteSum = 0;
    if (Math.abs(chronicSum) < 1e-9) chronicSum = 0;
    means.acute.push(day >= ACUTE_DAYS - 1 ? acuteSum / ACUTE_DAYS : null);
    means.chronic.push(day >= CHRONIC_DAYS - 1 ? chronicSum / CHRONIC_DAYS : null);
  }
  return means;
}

/** The acute mean over the chronic one; none without a chronic load (a 28-day rest, or no history). */
export function acuteChronicRatioOf(acute: number | null, chronic: number | null): number | null {
  return acute !== null && chronic !== null && chronic > 0 ? acute / chronic : null;
}

/**
 * One athlete's acute:chronic workload ratio for each day of a range, from
 * their daily loads: the mean load of the last 7 days (the day included)
 * over the mean of the last 28. The first 27 days have no ratio (null: the
 * 28-day window is not complete), nor has a day whose 28-day load is 0.
 */
export function acuteChronicWorkloadRatio(dailyLoads: ArrayLike<number>): (number | null)[] {
  const { acute, chronic } = rollingWorkloadMeans(dailyLoads);
  return acute.map((mean, day) => acuteChronicRatioOf(mean, chronic[day]!));
}
