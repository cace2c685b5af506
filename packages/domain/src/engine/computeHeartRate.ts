import type { CountedPieces } from './countedPieces.js';
import { plausibleHeartRate } from './plausibleHeartRate.js';

/** Five zones: [50, 60), [60, 70), [70, 80), [80, 90) and from 90 % of the maximum heart rate. */
export type HeartRateZonePercentages = [number, number, number, number, number];

export interface HeartRateSummary {
  avgHeartRateBpm: number | null;
  maxHeartRateBpm: number | null;
  /** Percentages of the time with heart rate; null without heart rate. */
  heartRateZonePercentages: HeartRateZonePercentages | null;
  /** Edwards' TRIMP: minutes in zone k times k, summed; null without heart rate. */
  trimp: number | null;
}

const NO_HEART_RATE: HeartRateSummary = {
  avgHeartRateBpm: null,
  maxHeartRateBpm: null,
  heartRateZonePercentages: null,
  trimp: null,
};

/**
 * METRICS.md heart rate of a window: the time-weighted mean and the maximum
 * of the samples' heart rate over the window's counted time, leaving out
 * values that are missing (NaN) or outside 25-250 bpm, and the time in five
 * zones of `athleteMaxBpm` (the athlete's maximum heart rate; without one,
 * the highest in the window) with Edwards' (1993) TRIMP. All null when no
 * counted sample has a heart rate.
 */
export function computeHeartRate(
  heartRateBpm: Float32Array | undefined,
  pieces: CountedPieces,
  athleteMaxBpm?: number,
): HeartRateSummary {
  if (!heartRateBpm) return NO_HEART_RATE;
  let beatsS = 0;
  let seconds = 0;
  let max = -Infinity;
  for (let p = 0; p < pieces.count; p++) {
    const bpm = heartRateBpm[pieces.sample[p] as number] as number;
    if (!plausibleHeartRate(bpm)) continue;
    const durationS = pieces.durationS[p] as number;
    beatsS += bpm * durationS;
    seconds += durationS;
    if (bpm > max) max = bpm;
  }
  if (!(seconds > 0)) return NO_HEART_RATE;
  const zoneS = heartRateZoneSeconds(heartRateBpm, pieces, athleteMaxBpm ?? max);
  let trimp = 0;
  zoneS.forEach((s, k) => (trimp += (s / 60) * (k + 1)));
  return {
    avgHeartRateBpm: beatsS / seconds,
    maxHeartRateBpm: max,
    heartRateZonePercentages: Array.from(
      zoneS,
      (s) => (s / seconds) * 100,
    ) as HeartRateZonePercentages,
    trimp,
  };
}

/**
 * Seconds in each of the five zones of maxBpm; time below 50 % is in none,
 * and a rate above the maximum is in the fifth.
 */
function heartRateZoneSeconds(
  heartRateBpm: Float32Array,
  pieces: CountedPieces,
  maxBpm: number,
): Float64Array {
  const zoneS = new Float64Array(5);
  for (let p = 0; p < pieces.count; p++) {
    const bpm = heartRateBpm[pieces.sample[p] as number] as number;
    if (!plausibleHeartRate(bpm)) continue;
    // Tenths of the maximum, in integers where they can be: 140 of 200 is exactly 7.
    const tenths = Math.floor((bpm * 10) / maxBpm);
    if (tenths < 5) continue;
    const zone = tenths >= 9 ? 4 : tenths - 5;
    zoneS[zone] = (zoneS[zone] as number) + (pieces.durationS[p] as number);
  }
  return zoneS;
}
