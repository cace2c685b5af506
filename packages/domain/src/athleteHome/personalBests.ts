/** The numbers an athlete's home compares and keeps bests of, and the personal bests notified. */
export const PERSONAL_BEST_METRICS = [
  'maxSpeedKph',
  'totalDistanceM',
  'totalSprintDistanceM',
  'totalHighIntensityDistanceM',
] as const;
export type PersonalBestMetric = (typeof PERSONAL_BEST_METRICS)[number];

export type HomeNumbers = Record<PersonalBestMetric, number>;

/** One of an athlete's sessions with data. */
export interface AthleteSessionNumbers extends HomeNumbers {
  sessionId: string;
  startTime: Date;
}

export interface PersonalBest {
  metric: PersonalBestMetric;
  value: number;
  sessionId: string;
  startTime: Date;
}

/**
 * The athlete's best of each metric over their sessions, with the session
 * where it was set: on a tie, the first session that reached it (a best is
 * set once, not equalled). A metric whose best is 0 has none.
 */
export function personalBests(sessions: readonly AthleteSessionNumbers[]): PersonalBest[] {
  const chronological = [...sessions].sort(
    (a, b) =>
      a.startTime.getTime() - b.startTime.getTime() || a.sessionId.localeCompare(b.sessionId),
  );
  return PERSONAL_BEST_METRICS.flatMap((metric) => {
    let best: AthleteSessionNumbers | null = null;
    for (const session of chronological) {
      if (session[metric] > (best?.[metric] ?? 0)) best = session;
    }
    return best
      ? [{ metric, value: best[metric], sessionId: best.sessionId, startTime: best.startTime }]
      : [];
  });
}

/** The mean of each metric over the sessions; null without any. */
export function averageNumbers(sessions: readonly HomeNumbers[]): HomeNumbers | null {
  if (sessions.length === 0) return null;
  const mean = (metric: PersonalBestMetric) =>
    sessions.reduce((sum, session) => sum + session[metric], 0) / sessions.length;
  return Object.fromEntries(
    PERSONAL_BEST_METRICS.map((metric) => [metric, mean(metric)]),
  ) as HomeNumbers;
}
