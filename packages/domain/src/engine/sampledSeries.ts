import type { CountedPieces } from './countedPieces.js';
import { spread } from './spread.js';
import type { SampledSeries } from './windowMetrics.js';

/**
 * A per-sample value at 1 Hz: each second's time-weighted mean over the
 * counted pieces, times `scale` (3.6 turns m/s into km/h), NaN for seconds
 * without data; seconds aligned to `originMs`, from the first to the last
 * second with data.
 */
export function sampledSeries(
  valuePerSample: Float32Array,
  pieces: CountedPieces,
  originMs: number,
  scale: number,
): SampledSeries {
  const seconds = spread(valuePerSample, pieces, originMs, 1000);
  const values = new Float32Array(seconds.timeS.length);
  for (let k = 0; k < values.length; k++) {
    const timeS = seconds.timeS[k] as number;
    values[k] = timeS > 0 ? ((seconds.distanceM[k] as number) / timeS) * scale : NaN;
  }
  return { startTime: originMs + seconds.first * 1000, intervalMs: 1000, values };
}
