import type { CountedPieces } from './countedPieces.js';
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
  const seconds = spread(speedMps, pieces, originMs, 1000);
  const values = new Float32Array(seconds.timeS.length);
  for (let k = 0; k < values.length; k++) {
    const timeS = seconds.timeS[k] as number;
    values[k] = timeS > 0 ? ((seconds.distanceM[k] as number) / timeS) * 3.6 : NaN;
  }
  return {
    avgSpeedKphOverTime,
    distanceMOverTime,
    sampledSpeedKphOverTime: {
      startTime: originMs + seconds.first * 1000,
      intervalMs: 1000,
      values,
    },
  };
}

/** Slack for piece ends computed from fractional seconds, in ms. */
const EPSILON_MS = 1e-3;

interface Buckets {
  /** Index (relative to the origin) of the first bucket listed. */
  first: number;
  timeS: Float64Array;
  distanceM: Float64Array;
}

function spread(
  speedMps: Float32Array,
  pieces: CountedPieces,
  originMs: number,
  bucketMs: number,
): Buckets {
  const { count, startMs, durationS } = pieces;
  if (count === 0 || !(bucketMs > 0)) {
    return { first: 0, timeS: new Float64Array(0), distanceM: new Float64Array(0) };
  }
  const firstMs = startMs[0] as number;
  const lastMs = (startMs[count - 1] as number) + (durationS[count - 1] as number) * 1000;
  const first = Math.floor((firstMs - originMs) / bucketMs);
  const last = Math.max(first, Math.ceil((lastMs - originMs - EPSILON_MS) / bucketMs) - 1);
  const timeS = new Float64Array(last - first + 1);
  const distanceM = new Float64Array(last - first + 1);
  spreadPieces(speedMps, pieces, originMs, bucketMs, first, last, timeS, distanceM);
  return { first, timeS, distanceM };
}

/**
 * Buckets first..last's time and distance from the pieces. A function of its
 * own with nothing after its loop: V8 compiles the loop while it runs
 * (on-stack replacement), and that code then serves every later call.
 */
function spreadPieces(
  speedMps: Float32Array,
  pieces: CountedPieces,
  originMs: number,
  bucketMs: number,
  first: number,
  last: number,
  timeS: Float64Array,
  distanceM: Float64Array,
): void {
  const { count, sample, startMs, durationS } = pieces;
  for (let p = 0; p < count; p++) {
    const v = speedMps[sample[p] as number] as number;
    const from = startMs[p] as number;
    const dt = durationS[p] as number;
    const to = from + dt * 1000;
    let k = Math.min(last, Math.floor((from - originMs) / bucketMs));
    let bucketEnd = originMs + (k + 1) * bucketMs;
    if (to <= bucketEnd + EPSILON_MS || k >= last) {
      add(timeS, distanceM, k - first, dt, v);
      continue;
    }
    let at = from;
    while (at < to) {
      const end = bucketEnd < to && k < last ? bucketEnd : to;
      add(timeS, distanceM, k - first, (end - at) / 1000, v);
      at = end;
      k++;
      bucketEnd = originMs + (k + 1) * bucketMs;
    }
  }
}

function add(timeS: Float64Array, distanceM: Float64Array, k: number, dt: number, v: number): void {
  timeS[k] = (timeS[k] as number) + dt;
  distanceM[k] = (distanceM[k] as number) + v * dt;
}
