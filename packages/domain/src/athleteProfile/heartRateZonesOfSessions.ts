/** What a session's whole-session set stores of heart rate (docs/METRICS.md "Heart rate"). */
export interface SessionHeartRate {
  /** Percentages of the time with heart rate in the five zones; null without heart rate. */
  heartRateZonePercentages: readonly number[] | null;
  /** Edwards' TRIMP: minutes in zone k times k, summed; null without heart rate. */
  trimp: number | null;
  activeSeconds: number;
}

/** An athlete's time in the five heart-rate zones over several sessions. */
export interface HeartRateZonesOfSessions {
  /** Percentages of the sessions' time with heart rate, zone 1 (50-60 %) to zone 5 (from 90 %). */
  zonePercentages: [number, number, number, number, number];
  minutesWithHeartRate: number;
  sessionCount: number;
}

/**
 * The five zones' share of the time with heart rate over an athlete's
 * sessions: each session's stored percentages weighted by its minutes with
 * heart rate. Those minutes are not stored, but Edwards' TRIMP is Σ k x
 * minutes in zone k, so they are TRIMP / Σ k x (zone k % / 100); a session
 * whose heart rate never reached zone 1 has no TRIMP to tell, and counts its
 * active minutes. Null without a session with heart rate.
 */
export function heartRateZonesOfSessions(
  sessions: readonly SessionHeartRate[],
): HeartRateZonesOfSessions | null {
  const zoneMinutes = [0, 0, 0, 0, 0];
  let minutesWithHeartRate = 0;
  let sessionCount = 0;
  for (const { heartRateZonePercentages: percentages, trimp, activeSeconds } of sessions) {
    if (!percentages || trimp === null) continue;
    const weightedShare =
      percentages.reduce((sum, percent, zone) => sum + (zone + 1) * percent, 0) / 100;
    const minutes = weightedShare > 0 ? trimp / weightedShare : activeSeconds / 60;
    percentages.forEach((percent, zone) => (zoneMinutes[zone]! += (minutes * percent) / 100));
    minutesWithHeartRate += minutes;
    sessionCount += 1;
  }
  if (sessionCount === 0 || minutesWithHeartRate === 0) return null;
  return {
    zonePercentages: zoneMinutes.map((minutes) => (minutes / minutesWithHeartRate) * 100) as [
      number,
      number,
      number,
      number,
      number,
    ],
    minutesWithHeartRate,
    sessionCount,
  };
}
