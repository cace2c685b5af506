import type { CountedPieces } from './countedPieces.js';
import { sampledSeries } from './sampledSeries.js';
import { spread } from './spread.js';
import type { SampledSeries, TimedValue } from './windowMetrics.js';

export interface WindowTimeSeries {
  avgSpeedKphOverTime: TimedValue[];
  distanceMOverTime: TimedValue[];
  sampledSpeedKphOverTime: SampledSeries;
}

/**
 * The bucketed and 1 Hz series of a window. Buckets (and seconds) are
 * aligned to `originMs`: bucket k is [origin + k x bucket, origin + (k + 1) x
 * bucket) and is reported at its nominal end, also when the window ends
 * inside it. A piece straddling a boundary is split between the buckets in
 * proportion to time. Only buckets from the first to the last with data are
 * listed.
 */
export function computeTimeSeries(
  speedMps: Float32Array,
  pieces: CountedPieces,
  originMs: number,
  bucketS: number,
): WindowTimeSeries {
  const bucketMs = bucketS * 1000;
  const buckets = spread(speedMps, pieces, originMs, bucketMs);
  const avgSpeedKphOverTime: TimedValue[] = [];
  const distanceMOverTime: TimedValue[] = [];
  let cumulativeM = 0;
  for (let k = 0; k < buckets.timeS.length; k++) {
    const endTime = originMs + (buckets.first + k + 1) * bucketMs;
    const timeS = buckets.timeS[k] as number;
    const distanceM = buckets.distanceM[k] as number;
    cumulativeM += distanceM;
    if (timeS > 0) avgSpeedKphOverTime.push({ endTime, value: (distanceM / timeS) * 3.6 });
    distanceMOverTime.push({ endTime, value: cumulativeM });
  }
  return {
    avgSpeedKphOverTime,
    distanceMOverTime,
    sampledSpeedKphOverTime: sampledSeries(speedMps, pieces, originMs, 3.6),
  };
}
