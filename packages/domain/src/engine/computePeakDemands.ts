import type { CountedPieces } from './countedPieces.js';
import { scratchFloat64 } from './scratch.js';
import { PEAK_WINDOW_MINUTES, type MetricEvent, type PeakDemand } from './windowMetrics.js';

/** Scratch slots of its own, after the counted pieces' (4 and 5). */
const CUMULATIVE_SLOT = 6;
/** The coarse grid's step: whole seconds, which every window length is a multiple of. */
const GRID_MS = 1000;

/**
 * METRICS.md peak demands of a window: for each rolling-window length, the
 * largest distance, high-intensity distance (speed >= highIntensityMps) and
 * number of accelerations and decelerations starting inside any window of
 * that length, [start, start + length), over the window's counted pieces.
 * Time not counted (gaps, outside the window, off the pitch) adds nothing.
 *
 * Distance in a rolling window is C(s + L) - C(s), C being the cumulative
 * distance: piecewise linear, so its maximum lies where s or s + L is a
 * piece's edge, and those candidates give the exact peak whatever the sample
 * rate (a start between samples included). C on a 1-second grid (taken in
 * the one O(n) pass that sums C) gives every whole-second window's value, a
 * lower bound of the peak, and for each second an upper bound of any window
 * starting in it, C(g + 1 + L) - C(g); only the few seconds whose bound beats
 * the best so far are searched exactly. A count's best window starts at an
 * event. A length at least the span of the counted time holds everything:
 * the whole value, from the first counted sample.
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
  const firstMs = pieces.startMs[0] as number;
  const spanMs = endOf(pieces, n - 1) - firstMs;
  const gridCount = Math.ceil(spanMs / GRID_MS) + 1;
  const sums = new Sums(
    speedMps,
    highIntensityMps,
    scratchFloat64(CUMULATIVE_SLOT, n + 1),
    scratchFloat64(CUMULATIVE_SLOT + 1, n + 1),
    scratchFloat64(CUMULATIVE_SLOT + 2, gridCount),
    scratchFloat64(CUMULATIVE_SLOT + 3, gridCount),
    gridCount,
  );
  accumulate(pieces, sums);
  const changeStartsMs = Float64Array.from(
    events.filter((e) => e.kind === 'acceleration' || e.kind === 'deceleration'),
    (e) => e.startMs,
  );
  const best = new Float64Array(BEST);
  return PEAK_WINDOW_MINUTES.map((windowMinutes) => {
    const windowMs = windowMinutes * 60_000;
    if (windowMs >= spanMs) {
      return {
        windowMinutes,
        distanceM: sums.distanceM[n] as number,
        distanceStartMs: firstMs,
        highIntensityDistanceM: sums.highIntensityM[n] as number,
        highIntensityStartMs: firstMs,
        accelerationsDecelerations: changeStartsMs.length,
        accelerationsDecelerationsStartMs: firstMs,
      };
    }
    scanDistances(pieces, sums, windowMs, best);
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

/**
 * The cumulative sums: distance and high-intensity distance before each
 * piece (index n: the totals), and C at firstMs + g x GRID_MS for g <
 * gridCount (the totals after the last piece).
 */
class Sums {
  constructor(
    readonly speedMps: Float32Array,
    readonly highIntensityMps: number,
    readonly distanceM: Float64Array,
    readonly highIntensityM: Float64Array,
    readonly gridDistanceM: Float64Array,
    readonly gridHighIntensityM: Float64Array,
    readonly gridCount: number,
  ) {}
}

function endOf(pieces: CountedPieces, p: number): number {
  return (pieces.startMs[p] as number) + (pieces.durationS[p] as number) * 1000;
}

/**
 * Both cumulative sums, and the grid where its points fall. Summed in the
 * order computeSpeedTotals sums, so the whole window's value is its total
 * to the bit.
 */
function accumulate(pieces: CountedPieces, sums: Sums): void {
  const count = pieces.count;
  const g = sumPieces(pieces, sums);
  const d = sums.distanceM[count] as number;
  const h = sums.highIntensityM[count] as number;
  // Grid points after the last piece: the totals.
  sums.gridDistanceM.fill(d, g, sums.gridCount);
  sums.gridHighIntensityM.fill(h, g, sums.gridCount);
}

/**
 * The one pass over the pieces, returning how many grid points it wrote. A
 * function of its own with nothing after its loop that V8 has not seen run:
 * V8 compiles the running loop while it runs (on-stack replacement), and
 * that code serves every track (as computeSpeedTotals' sumPieces).
 */
function sumPieces(pieces: CountedPieces, sums: Sums): number {
  const { count, sample, startMs, durationS } = pieces;
  const { speedMps, highIntensityMps, distanceM, highIntensityM } = sums;
  const gridD = sums.gridDistanceM;
  const gridH = sums.gridHighIntensityM;
  const gridCount = sums.gridCount;
  const firstMs = startMs[0] as number;
  let d = 0;
  let h = 0;
  let g = 0;
  let gridMs = firstMs;
  for (let p = 0; p < count; p++) {
    distanceM[p] = d;
    highIntensityM[p] = h;
    const v = speedMps[sample[p] as number] as number;
    // Adding 0 rather than branching, as sumPieces in computeSpeedTotals.
    const hv = v >= highIntensityMps ? v : 0;
    const dt = durationS[p] as number;
    const a = startMs[p] as number;
    const b = a + dt * 1000;
    // Grid points in the gap before the piece (or at its start), then inside it.
    while (gridMs <= a && g < gridCount) {
      gridD[g] = d;
      gridH[g] = h;
      g++;
      gridMs = firstMs + g * GRID_MS;
    }
    while (gridMs < b && g < gridCount) {
      const intoS = (gridMs - a) / 1000;
      gridD[g] = d + v * intoS;
      gridH[g] = h + hv * intoS;
      g++;
      gridMs = firstMs + g * GRID_MS;
    }
    d += v * dt;
    h += hv * dt;
  }
  distanceM[count] = d;
  highIntensityM[count] = h;
  return g;
}

const DISTANCE_M = 0;
const DISTANCE_START_MS = 1;
const HIGH_INTENSITY_M = 2;
const HIGH_INTENSITY_START_MS = 3;
const BEST = 4;

/**
 * The best of each quantity for one length (the earliest on a tie) into
 * `best`: the whole-second windows first, then, in each second whose upper
 * bound beats the best so far, the exact candidates.
 */
function scanDistances(
  pieces: CountedPieces,
  sums: Sums,
  windowMs: number,
  best: Float64Array,
): void {
  const firstMs = pieces.startMs[0] as number;
  const lastStartMs = endOf(pieces, pieces.count - 1) - windowMs;
  const lengthG = Math.round(windowMs / GRID_MS);
  const lastG = Math.floor((lastStartMs - firstMs) / GRID_MS);
  const gridD = sums.gridDistanceM;
  const gridH = sums.gridHighIntensityM;
  const topG = sums.gridCount - 1;
  let bestD = -1;
  let bestDG = 0;
  let bestH = -1;
  let bestHG = 0;
  for (let g = 0; g <= lastG; g++) {
    const d = (gridD[g + lengthG] as number) - (gridD[g] as number);
    const h = (gridH[g + lengthG] as number) - (gridH[g] as number);
    if (d > bestD) {
      bestD = d;
      bestDG = g;
    }
    if (h > bestH) {
      bestH = h;
      bestHG = g;
    }
  }
  best[DISTANCE_M] = bestD;
  best[DISTANCE_START_MS] = firstMs + bestDG * GRID_MS;
  best[HIGH_INTENSITY_M] = bestH;
  best[HIGH_INTENSITY_START_MS] = firstMs + bestHG * GRID_MS;
  for (let g = 0; g <= lastG; g++) {
    const end = g + 1 + lengthG < topG ? g + 1 + lengthG : topG;
    const upperD = (gridD[end] as number) - (gridD[g] as number);
    const upperH = (gridH[end] as number) - (gridH[g] as number);
    if (upperD <= best[DISTANCE_M] && upperH <= best[HIGH_INTENSITY_M]) {
      continue;
    }
    const fromMs = firstMs + g * GRID_MS;
    const toMs = fromMs + GRID_MS < lastStartMs ? fromMs + GRID_MS : lastStartMs;
    scanExactly(pieces, sums, windowMs, fromMs, toMs, best);
  }
  if (best[DISTANCE_M] < 0) best[DISTANCE_M] = 0;
  if (best[HIGH_INTENSITY_M] < 0) best[HIGH_INTENSITY_M] = 0;
}

/**
 * The exact candidates whose start s is in [fromMs, toMs) (toMs itself when
 * it is the last start): windows starting at a piece's start, and windows
 * ending at a piece's end. A window starting inside a gap is no better than
 * the one starting where the gap ends, and one ending in a gap no better
 * than the one ending where it starts, so these are all the candidates.
 */
function scanExactly(
  pieces: CountedPieces,
  sums: Sums,
  windowMs: number,
  fromMs: number,
  toMs: number,
  best: Float64Array,
): void {
  const { count, startMs } = pieces;
  const inside = (s: number) => s >= fromMs && s <= toMs && (s < toMs || toMs - fromMs < GRID_MS);
  let q = 0;
  for (let p = firstStartAtOrAfter(pieces, fromMs); p < count; p++) {
    const s = startMs[p] as number;
    if (!inside(s)) break;
    const e = s + windowMs;
    if (q < p) q = p;
    while (q + 1 < count && (startMs[q + 1] as number) <= e) q++;
    keep(
      best,
      sumsAt(pieces, sums, q, e, 0) - sumsAt(pieces, sums, p, s, 0),
      sumsAt(pieces, sums, q, e, 1) - sumsAt(pieces, sums, p, s, 1),
      s,
    );
  }
  q = Math.max(0, firstStartAtOrAfter(pieces, fromMs) - 1);
  for (let p = firstEndAtOrAfter(pieces, fromMs + windowMs); p < count; p++) {
    const e = endOf(pieces, p);
    const s = e - windowMs;
    if (!inside(s)) break;
    while (q + 1 < count && (startMs[q + 1] as number) <= s) q++;
    keep(
      best,
      sumsAt(pieces, sums, p, e, 0) - sumsAt(pieces, sums, q, s, 0),
      sumsAt(pieces, sums, p, e, 1) - sumsAt(pieces, sums, q, s, 1),
      s,
    );
  }
}

/** C(t) of distance (which 0) or high-intensity distance (1), q being a piece starting at or before t. */
function sumsAt(pieces: CountedPieces, sums: Sums, q: number, t: number, which: 0 | 1): number {
  const start = pieces.startMs[q] as number;
  const end = endOf(pieces, q);
  const v = sums.speedMps[pieces.sample[q] as number] as number;
  const intoS = ((t < end ? t : end) - start) / 1000;
  if (which === 0) return (sums.distanceM[q] as number) + v * intoS;
  return (sums.highIntensityM[q] as number) + (v >= sums.highIntensityMps ? v * intoS : 0);
}

/** A candidate into `best`: better, or as good and earlier. */
function keep(best: Float64Array, d: number, h: number, s: number): void {
  const bestD = best[DISTANCE_M] as number;
  if (d > bestD || (d === bestD && s < (best[DISTANCE_START_MS] as number))) {
    best[DISTANCE_M] = d;
    best[DISTANCE_START_MS] = s;
  }
  const bestH = best[HIGH_INTENSITY_M] as number;
  if (h > bestH || (h === bestH && s < (best[HIGH_INTENSITY_START_MS] as number))) {
    best[HIGH_INTENSITY_M] = h;
    best[HIGH_INTENSITY_START_MS] = s;
  }
}

/** The first piece starting at or after t (count if none). */
function firstStartAtOrAfter(pieces: CountedPieces, t: number): number {
  let low = 0;
  let high = pieces.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((pieces.startMs[middle] as number) < t) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first piece ending at or after t (count if none). */
function firstEndAtOrAfter(pieces: CountedPieces, t: number): number {
  let low = 0;
  let high = pieces.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (endOf(pieces, middle) < t) low = middle + 1;
    else high = middle;
  }
  return low;
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
