import type { CountedPieces } from './countedPieces.js';

/** Heart rates a person can have, in bpm; values outside are a strap's dropouts and spikes. */
const LOWEST_BPM = 25;
const HIGHEST_BPM = 250;

export interface HeartRateSummary {
  avgHeartRateBpm: number | null;
  maxHeartRateBpm: number | null;
}

/**
 * METRICS.md heart rate of a window: the time-weighted mean and the maximum
 * of the samples' heart rate over the window's counted time, leaving out
 * values that are missing (NaN) or outside 25-250 bpm; both null when no
 * counted sample has one.
 */
export function computeHeartRate(
  heartRateBpm: Float32Array | undefined,
  pieces: CountedPieces,
): HeartRateSummary {
  if (!heartRateBpm) return { avgHeartRateBpm: null, maxHeartRateBpm: null };
  let beatsS = 0;
  let seconds = 0;
  let max = -Infinity;
  for (let p = 0; p < pieces.count; p++) {
    const bpm = heartRateBpm[pieces.sample[p] as number] as number;
    // NaN fails both comparisons.
    if (!(bpm >= LOWEST_BPM && bpm <= HIGHEST_BPM)) continue;
    const durationS = pieces.durationS[p] as number;
    beatsS += bpm * durationS;
    seconds += durationS;
    if (bpm > max) max = bpm;
  }
  if (!(seconds > 0)) return { avgHeartRateBpm: null, maxHeartRateBpm: null };
  return { avgHeartRateBpm: beatsS / seconds, maxHeartRateBpm: max };
}
