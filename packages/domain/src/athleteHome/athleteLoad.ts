import {
  acuteChronicRatioOf,
  ACUTE_DAYS,
  CHRONIC_DAYS,
} from '../reporting/acuteChronicWorkloadRatio.js';

const DAY_MS = 86_400_000;

/** The weeks an athlete's home shows their load over (docs/METRICS.md "An athlete's load"). */
export const LOAD_WEEKS = CHRONIC_DAYS / ACUTE_DAYS;

/** One of the athlete's sessions with data: when it started and the distance they covered. */
export interface LoadSession {
  startTime: Date;
  totalDistanceM: number;
}

/** Seven days of load, ending at `endTime` (exclusive). */
export interface LoadWeek {
  startTime: Date;
  endTime: Date;
  distanceM: number;
  sessionCount: number;
}

export interface AthleteLoad {
  /** The four 7-day weeks before `now`, oldest first; the last is the acute week. */
  weeks: LoadWeek[];
  /** Distance of the last 7 days over the mean weekly distance of the last 28; null without 28 days of history. */
  acuteChronicRatio: number | null;
}

/**
 * An athlete's load over the four weeks before `now`: each 7-day week's
 * distance, and the acute:chronic workload ratio (the last 7 days' distance
 * over the mean weekly distance of the last 28 days, the reporting ratio's
 * definition with distance as the load). The ratio needs 28 days of history:
 * it is null when the athlete's first session (`firstSessionAt`, of all
 * time) started less than 28 days before `now`, and when the 28 days hold no
 * distance.
 */
export function athleteLoad(
  sessions: readonly LoadSession[],
  now: Date,
  firstSessionAt: Date | null,
): AthleteLoad {
  const start = now.getTime() - CHRONIC_DAYS * DAY_MS;
  const weeks: LoadWeek[] = Array.from({ length: LOAD_WEEKS }, (_, week) => ({
    startTime: new Date(start + week * ACUTE_DAYS * DAY_MS),
    endTime: new Date(start + (week + 1) * ACUTE_DAYS * DAY_MS),
    distanceM: 0,
    sessionCount: 0,
  }));
  for (const session of sessions) {
    const at = session.startTime.getTime();
    if (at < start || at >= now.getTime()) continue;
    const week = weeks[Math.floor((at - start) / (ACUTE_DAYS * DAY_MS))]!;
    week.distanceM += session.totalDistanceM;
    week.sessionCount += 1;
  }
  const enoughHistory = firstSessionAt !== null && firstSessionAt.getTime() <= start;
  const acute = weeks.at(-1)!.distanceM;
  const chronic = weeks.reduce((sum, week) => sum + week.distanceM, 0) / LOAD_WEEKS;
  return {
    weeks,
    acuteChronicRatio: enoughHistory ? acuteChronicRatioOf(acute, chronic) : null,
  };
}
