/** The metrics of one athlete in one session that the weekly table uses. */
export interface AthleteSessionMetrics {
  totalDistanceM: number;
  totalHighIntensityDistanceM: number;
  totalSprintDistanceM: number;
  sprintEvents: number;
  maxSpeedKph: number;
  metresPerMinute: number;
}

/** An athlete's week (docs/product/dashboard-and-segments.md §3 "Weekly summary"): totals and maxima, and means per session. */
export interface AthleteWeeklySummary {
  sessionCount: number;
  totalDistanceM: number;
  totalHighIntensityDistanceM: number;
  totalSprintDistanceM: number;
  totalSprintEvents: number;
  maxMaxSpeedKph: number;
  maxMetresPerMinute: number;
  avgTotalDistanceM: number;
  avgTotalHighIntensityDistanceM: number;
  avgTotalSprintDistanceM: number;
  avgSprintEvents: number;
  avgMaxSpeedKph: number;
  avgMetresPerMinute: number;
}

/** Sums, maxima and per-session means of the sessions an athlete has data in; null without any. */
export function summariseAthleteWeek(
  sessions: readonly AthleteSessionMetrics[],
): AthleteWeeklySummary | null {
  const count = sessions.length;
  if (count === 0) return null;
  const sum = (pick: (session: AthleteSessionMetrics) => number) =>
    sessions.reduce((total, session) => total + pick(session), 0);
  const max = (pick: (session: AthleteSessionMetrics) => number) => Math.max(...sessions.map(pick));
  const totalDistanceM = sum((session) => session.totalDistanceM);
  const totalHighIntensityDistanceM = sum((session) => session.totalHighIntensityDistanceM);
  const totalSprintDistanceM = sum((session) => session.totalSprintDistanceM);
  const totalSprintEvents = sum((session) => session.sprintEvents);
  return {
    sessionCount: count,
    totalDistanceM,
    totalHighIntensityDistanceM,
    totalSprintDistanceM,
    totalSprintEvents,
    maxMaxSpeedKph: max((session) => session.maxSpeedKph),
    maxMetresPerMinute: max((session) => session.metresPerMinute),
    avgTotalDistanceM: totalDistanceM / count,
    avgTotalHighIntensityDistanceM: totalHighIntensityDistanceM / count,
    avgTotalSprintDistanceM: totalSprintDistanceM / count,
    avgSprintEvents: totalSprintEvents / count,
    avgMaxSpeedKph: sum((session) => session.maxSpeedKph) / count,
    avgMetresPerMinute: sum((session) => session.metresPerMinute) / count,
  };
}
