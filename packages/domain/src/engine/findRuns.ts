import type { MetricSettings } from './metricSettings.js';
import { scratchFloat64 } from './scratch.js';

export interface Runs {
  /** Run r is samples [runBounds[r], runBounds[r + 1]). */
  runBounds: Uint32Array;
  medianIntervalS: number;
}

/** Longest stretch of intervals the median is taken from: an exact median of a strided subsample is plenty for a gap threshold. */
const MEDIAN_SAMPLE_LIMIT = 65_536;

/**
 * Splits sorted sample times into runs wherever two samples are further apart
 * than max(gapMinS, gapMedianMultiple x median interval) (METRICS.md step 1).
 */
export function findRuns(timeMs: Float64Array, settings: MetricSettings): Runs {
  const n = timeMs.length;
  if (n === 0) return { runBounds: Uint32Array.of(0), medianIntervalS: 0 };
  const medianIntervalMs = medianInterval(timeMs);
  const gapMs = Math.max(settings.gapMinS * 1000, settings.gapMedianMultiple * medianIntervalMs);
  const runs = countRuns(timeMs, gapMs);
  const runBounds = new Uint32Array(runs + 1);
  fillRunStarts(timeMs, gapMs, runBounds);
  runBounds[runs] = n;
  return { runBounds, medianIntervalS: medianIntervalMs / 1000 };
}

/*
 * Two passes, each a function that is its loop: V8 compiles a running loop
 * (on-stack replacement) soonest when it is the function's outermost and
 * nothing after it is new, and that code then serves every later track.
 */

function countRuns(timeMs: Float64Array, gapMs: number): number {
  let runs = 1;
  for (let i = 1; i < timeMs.length; i++) {
    if ((timeMs[i] as number) - (timeMs[i - 1] as number) > gapMs) runs++;
  }
  return runs;
}

/** Run r's first sample into runBounds[r], for r >= 1 (run 0 starts at 0). */
function fillRunStarts(timeMs: Float64Array, gapMs: number, runBounds: Uint32Array): void {
  let r = 1;
  for (let i = 1; i < timeMs.length; i++) {
    if ((timeMs[i] as number) - (timeMs[i - 1] as number) > gapMs) runBounds[r++] = i;
  }
}

function medianInterval(timeMs: Float64Array): number {
  const intervals = timeMs.length - 1;
  if (intervals < 1) return 0;
  const stride = Math.max(1, Math.floor(intervals / MEDIAN_SAMPLE_LIMIT));
  const m = Math.floor(intervals / stride);
  const diffs = scratchFloat64(0, m);
  for (let k = 0; k < m; k++) {
    const i = k * stride;
    diffs[k] = (timeMs[i + 1] as number) - (timeMs[i] as number);
  }
  const mid = m >> 1;
  const upper = selectKth(diffs, m, mid);
  if (m % 2 === 1) return upper;
  // After selection everything below `mid` is <= the upper middle: the lower one is their maximum.
  let lower = -Infinity;
  for (let k = 0; k < mid; k++) lower = Math.max(lower, diffs[k] as number);
  return (lower + upper) / 2;
}

/**
 * The k-th smallest of values[0, length) by quickselect (Hoare partition,
 * median-of-three pivot), in linear expected time; reorders the values.
 * Sorting was most of the engine's time on a 20 Hz track.
 */
function selectKth(values: Float64Array, length: number, k: number): number {
  let left = 0;
  let right = length - 1;
  const bounds = new Int32Array(2);
  while (right > left) {
    const a = values[left] as number;
    const b = values[(left + right) >> 1] as number;
    const c = values[right] as number;
    const pivot = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
    partition(values, left, right, pivot, bounds);
    const i = bounds[0] as number;
    const j = bounds[1] as number;
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return values[k] as number;
  }
  return values[k] as number;
}

/**
 * Hoare's partition of values[left, right] around `pivot`: afterwards
 * everything before bounds[0] is <= pivot and everything after bounds[1] is
 * >= pivot. A function of its own, not a loop in selectKth's loop: V8
 * compiles a running loop soonest when it is the outermost.
 */
function partition(
  values: Float64Array,
  left: number,
  right: number,
  pivot: number,
  bounds: Int32Array,
): void {
  let i = left;
  let j = right;
  while (i <= j) {
    while ((values[i] as number) < pivot) i++;
    while ((values[j] as number) > pivot) j--;
    if (i <= j) {
      const swap = values[i] as number;
      values[i] = values[j] as number;
      values[j] = swap;
      i++;
      j--;
    }
  }
  bounds[0] = i;
  bounds[1] = j;
}
