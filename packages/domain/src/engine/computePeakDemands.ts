import type { CountedPieces } from './countedPieces.js';
import { scratchFloat64 } from './scratch.js';
import { PEAK_WINDOW_MINUTES, type MetricEvent, type PeakDemand } from './windowMetrics.js';

/** Scratch slots of its own, after the counted pieces' (4 and 5). */
const CUMULATIVE_SLOT = 6;

/**
 * METRICS.md peak demands of a window: for each rolling-window length, the
 * largest distance, high-intensity distance (speed >= highIntensityMps) and
 * number of accelerations and decelerations starting inside any window of
 * that length, [start, start + length), over the window's counted pieces.
 * Time not counted (gaps, outside the window, off the pitch) adds nothing.
 *
 * Distance in a rolling window is C(s + W) - C(s), C being the cumulative
 * distance: piecewise linear, so its maximum lies where s or s + W is a
 * piece's edge. Walking those candidates in order with pointers that only
 * move forward is one O(n) pass per length, and finds the exact peak
 * whatever the sample rate (a start between samples included). A count's
 * best window starts at an event. A length at least the span of the counted
 * time holds everything: the whole value, from the first counted sample.
 *
 * `events` must be sorted by start (computeWindowMetrics sorts them).
 */
export function computePeakDemands(
  speedMps: Float32Array,
  pieces: CountedPieces,
  highIntensityMps: number,
  events: readonly MetricEvent[],
): PeakDemand[] {
  const n = pieces.count;
  if (n === 0) return PEAK_WINDOW_MINUTES.map(noDemand);
  const cumulative = new Cumulative(
    scratchFloat64(CUMULATIVE_SLOT, n + 1),
    scratchFloat64(CUMULATIVE_SLOT + 1, n + 1),
    scratchFloat64(CUMULATIVE_SLOT + 2, n),
  );
  accumulate(speedMps, pieces, highIntensityMps, cumulative);
  const changeStartsMs = Float64Array.from(
    events.filter((e) => e.kind === 'acceleration' || e.kind === 'deceleration'),
    (e) => e.startMs,
  );
  const firstMs = pieces.startMs[0] as number;
  const spanMs = (cumulative.endMs[n - 1] as number) - firstMs;
  const best = new Float64Array(BEST);
  return PEAK_WINDOW_MINUTES.map((windowMinutes) => {
    const windowMs = windowMinutes * 60_000;
    if (windowMs >= spanMs) {
      return {
        windowMinutes,
        distanceM: cumulative.distanceM[n] as number,
        distanceStartMs: firstMs,
        highIntensityDistanceM: cumulative.highIntensityM[n] as number,
        highIntensityStartMs: firstMs,
        accelerationsDecelerations: changeStartsMs.length,
        accelerationsDecelerationsStartMs: firstMs,
      };
    }
    scanDistances(speedMps, pieces, highIntensityMps, cumulative, windowMs, best);
    const [count, countStartMs] = busiestWindow(changeStartsMs, windowMs);
    return {
      windowMinutes,
      distanceM: best[DISTANCE_M] as number,
      distanceStartMs: best[DISTANCE_START_MS] as number,
      highIntensityDistanceM: best[HIGH_INTENSITY_M] as number,
      highIntensityStartMs: best[HIGH_INTENSITY_START_MS] as number,
      accelerationsDecelerations: count,
      accelerationsDecelerationsStartMs: countStartMs ?? firstMs,
    };
  });
}

function noDemand(windowMinutes: number): PeakDemand {
  return {
    windowMinutes,
    distanceM: 0,
    distanceStartMs: null,
    highIntensityDistanceM: 0,
    highIntensityStartMs: null,
    accelerationsDecelerations: 0,
    accelerationsDecelerationsStartMs: null,
  };
}

/** Distance and high-intensity distance before each piece (index n: the totals), and each piece's end. */
class Cumulative {
  constructor(
    readonly distanceM: Float64Array,
    readonly highIntensityM: Float64Array,
    readonly endMs: Float64Array,
  ) {}
}

/** Summed in the order computeSpeedTotals sums, so the whole-track value is the total to the bit. */
function accumulate(
  speedMps: Float32Array,
  pieces: CountedPieces,
  highIntensityMps: number,
  cumulative: Cumulative,
): void {
  const { count, sample, startMs, durationS } = pieces;
  const { distanceM, highIntensityM, endMs } = cumulative;
  let d = 0;
  let h = 0;
  for (let p = 0; p < count; p++) {
    distanceM[p] = d;
    highIntensityM[p] = h;
    const v = speedMps[sample[p] as number] as number;
    const dt = durationS[p] as number;
    d += v * dt;
    h += v >= highIntensityMps ? v * dt : 0;
    endMs[p] = (startMs[p] as number) + dt * 1000;
  }
  distanceM[count] = d;
  highIntensityM[count] = h;
}

const DISTANCE_M = 0;
const DISTANCE_START_MS = 1;
const HIGH_INTENSITY_M = 2;
const HIGH_INTENSITY_START_MS = 3;
const BEST = 4;

/**
 * The one pass for one length: candidates s are the pieces' edges b and
 * b - windowMs, merged in time order, kept where [s, s + windowMs) lies in
 * the counted span; the best of each quantity (the earliest on a tie) into
 * `best`. Numbers in, numbers out, for the code V8 compiles while it runs.
 */
function scanDistances(
  speedMps: Float32Array,
  pieces: CountedPieces,
  highIntensityMps: number,
  cumulative: Cumulative,
  windowMs: number,
  best: Float64Array,
): void {
  const { count, sample, startMs } = pieces;
  const { distanceM, highIntensityM, endMs } = cumulative;
  const edges = 2 * count;
  const firstMs = startMs[0] as number;
  const lastStartMs = (endMs[count - 1] as number) - windowMs;
  let bestD = -1;
  let bestDStart = firstMs;
  let bestH = -1;
  let bestHStart = firstMs;
  let a = 0; // next edge as a start
  let b = 0; // next edge as an end
  let from = 0; // the last piece starting at or before s
  let to = 0; // the last piece starting at or before s + windowMs
  while (a < edges || b < edges) {
    const edgeA = a < edges ? edgeMs(startMs, endMs, a) : Infinity;
    const edgeB = b < edges ? edgeMs(startMs, endMs, b) - windowMs : Infinity;
    let s: number;
    if (edgeA <= edgeB) {
      s = edgeA;
      a++;
    } else {
      s = edgeB;
      b++;
    }
    if (s < firstMs) continue;
    if (s > lastStartMs) break;
    const e = s + windowMs;
    while (from + 1 < count && (startMs[from + 1] as number) <= s) from++;
    while (to + 1 < count && (startMs[to + 1] as number) <= e) to++;
    const vFrom = speedMps[sample[from] as number] as number;
    const vTo = speedMps[sample[to] as number] as number;
    const inFromS = secondsInto(startMs, endMs, from, s);
    const inToS = secondsInto(startMs, endMs, to, e);
    const d =
      (distanceM[to] as number) + vTo * inToS - (distanceM[from] as number) - vFrom * inFromS;
    const hTo = vTo >= highIntensityMps ? vTo * inToS : 0;
    const hFrom = vFrom >= highIntensityMps ? vFrom * inFromS : 0;
    const h = (highIntensityM[to] as number) + hTo - (highIntensityM[from] as number) - hFrom;
    if (d > bestD) {
      bestD = d;
      bestDStart = s;
    }
    if (h > bestH) {
      bestH = h;
      bestHStart = s;
    }
  }
  best[DISTANCE_M] = Math.max(0, bestD);
  best[DISTANCE_START_MS] = bestDStart;
  best[HIGH_INTENSITY_M] = Math.max(0, bestH);
  best[HIGH_INTENSITY_START_MS] = bestHStart;
}

/** Edge k of the pieces in time order: piece k/2's start (k even) or end (k odd). */
function edgeMs(startMs: Float64Array, endMs: Float64Array, k: number): number {
  return (k & 1) === 0 ? (startMs[k >> 1] as number) : (endMs[k >> 1] as number);
}

/** Seconds of piece p before time t (0 before it, its duration after it). */
function secondsInto(startMs: Float64Array, endMs: Float64Array, p: number, t: number): number {
  const start = startMs[p] as number;
  if (t <= start) return 0;
  const end = endMs[p] as number;
  return ((t < end ? t : end) - start) / 1000;
}

/** The most event starts in any [s, s + windowMs), and the first such s; null start without events. */
function busiestWindow(startsMs: Float64Array, windowMs: number): [number, number | null] {
  let bestCount = 0;
  let bestStart: number | null = null;
  let j = 0;
  for (let i = 0; i < startsMs.length; i++) {
    const s = startsMs[i] as number;
    while (j < startsMs.length && (startsMs[j] as number) < s + windowMs) j++;
    if (j - i > bestCount) {
      bestCount = j - i;
      bestStart = s;
    }
  }
  return [bestCount, bestStart];
}
