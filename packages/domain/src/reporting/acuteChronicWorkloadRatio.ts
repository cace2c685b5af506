export const ACUTE_DAYS = 7;
export const CHRONIC_DAYS = 28;

/**
 * One athlete's acute:chronic workload ratio for each day of a range, from
 * their daily loads (`dailyLoads[d]` = the load of day d of the range, 0 on
 * days without a session): the mean load of the last 7 days (the day
 * included) over the mean of the last 28. Rolling means need their whole
 * window: days before the range are unknown, so the first 27 days have no
 * ratio (null), nor has a day whose 28-day load is 0.
 */
export function acuteChronicWorkloadRatio(dailyLoads: ArrayLike<number>): (number | null)[] {
  const ratios: (number | null)[] = [];
  let acuteSum = 0;
  let chronicSum = 0;
  for (let day = 0; day < dailyLoads.length; day++) {
    acuteSum += dailyLoads[day]!;
    chronicSum += dailyLoads[day]!;
    if (day >= ACUTE_DAYS) acuteSum -= dailyLoads[day - ACUTE_DAYS]!;
    if (day >= CHRONIC_DAYS) chronicSum -= dailyLoads[day - CHRONIC_DAYS]!;
    // Running sums drift by rounding: a window of zeros must read exactly 0.
    if (Math.abs(chronicSum) < 1e-9) chronicSum = 0;
    const complete = day >= CHRONIC_DAYS - 1;
    ratios.push(
      complete && chronicSum > 0 ? acuteSum / ACUTE_DAYS / (chronicSum / CHRONIC_DAYS) : null,
    );
  }
  return ratios;
}
