import type { CountedPieces } from './countedPieces.js';
import { plausibleHeartRate } from './plausibleHeartRate.js';
import { sampledSeries } from './sampledSeries.js';
import type { SampledSeries } from './windowMetrics.js';

/**
 * Heart rate at 1 Hz for the graphs beside speed: each second's
 * time-weighted mean of the plausible rates (NaN for seconds without one),
 * seconds aligned to `originMs` as the speed's are.
 */
export function sampledHeartRate(
  heartRateBpm: Float32Array,
  pieces: CountedPieces,
  originMs: number,
): SampledSeries {
  // Only pieces with a plausible rate: a second half without one is NaN, not a low mean.
  const sample = new Uint32Array(pieces.count);
  const startMs = new Float64Array(pieces.count);
  const durationS = new Float64Array(pieces.count);
  let count = 0;
  for (let p = 0; p < pieces.count; p++) {
    if (!plausibleHeartRate(heartRateBpm[pieces.sample[p] as number] as number)) continue;
    sample[count] = pieces.sample[p] as number;
    startMs[count] = pieces.startMs[p] as number;
    durationS[count++] = pieces.durationS[p] as number;
  }
  return sampledSeries(heartRateBpm, { count, sample, startMs, durationS }, originMs, 1);
}
