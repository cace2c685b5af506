import type { CountedPieces } from './countedPieces.js';

/** Slack for piece ends computed from fractional seconds, in ms. */
const EPSILON_MS = 1e-3;

export interface Buckets {
  /** Index (relative to the origin) of the first bucket listed. */
  first: number;
  timeS: Float64Array;
  distanceM: Float64Array;
}

/**
 * Time and value x time per bucket of `bucketMs` aligned to `originMs`, from
 * the first to the last bucket the pieces touch: with speed, the seconds and
 * metres of each bucket. A piece straddling a boundary is split in proportion
 * to time.
 */
export function spread(
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
