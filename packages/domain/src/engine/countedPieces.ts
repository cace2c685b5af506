import type { ProcessedTrack } from './processedTrack.js';
import { scratchFloat64, scratchUint32 } from './scratch.js';
import type { TimeInterval } from './windowMetrics.js';

/**
 * The time that counts in a window, as pieces of sample intervals in time
 * order: piece p is [startMs[p], startMs[p] + durationS[p] x 1000) of sample
 * sample[p], whose speed holds over it. A sample's interval [t_i, t_i +
 * weight_i) is clipped to the window; a sample spanning several window
 * intervals gives several pieces. Every window metric is a sum over pieces.
 */
export interface CountedPieces {
  count: number;
  sample: Uint32Array;
  startMs: Float64Array;
  durationS: Float64Array;
}

/**
 * `window`: sorted, disjoint intervals (see mergeIntervals), or undefined for
 * the whole track. `onPitch`: when given, only samples flagged 1 count. The
 * columns are scratch (scratch.ts), valid until the next call: the pieces are
 * summed while one window's metrics are computed, and not kept.
 */
export function countedPieces(
  track: ProcessedTrack,
  window: readonly TimeInterval[] | undefined,
  onPitch: Uint8Array | undefined,
): CountedPieces {
  const { timeMs, weightS } = track;
  const capacity = timeMs.length + (window ? window.length : 0);
  const sample = scratchUint32(PIECES_SLOT, capacity);
  const startMs = scratchFloat64(PIECES_SLOT, capacity);
  const durationS = scratchFloat64(PIECES_SLOT + 1, capacity);
  const count = collectPieces(timeMs, weightS, window, onPitch, sample, startMs, durationS);
  return { count, sample, startMs, durationS };
}

/** Scratch slots of its own: cleaning (computeSpeeds, findRuns) uses the first ones. */
const PIECES_SLOT = 4;

/**
 * The pieces into the three columns, returning how many. A function of its
 * own that returns a number: V8 compiles its loop while it runs (on-stack
 * replacement), and that code then serves every later track.
 */
function collectPieces(
  timeMs: Float64Array,
  weightS: Float64Array,
  window: readonly TimeInterval[] | undefined,
  onPitch: Uint8Array | undefined,
  sample: Uint32Array,
  startMs: Float64Array,
  durationS: Float64Array,
): number {
  const n = timeMs.length;
  let count = 0;
  let j = 0;
  const m = window ? window.length : 0;
  for (let i = 0; i < n; i++) {
    const w = weightS[i] as number;
    if (!(w > 0) || (onPitch && onPitch[i] !== 1)) continue;
    const a = timeMs[i] as number;
    if (!window) {
      sample[count] = i;
      startMs[count] = a;
      durationS[count++] = w;
      continue;
    }
    const b = a + w * 1000;
    while (j < m && (window[j] as TimeInterval).endMs <= a) j++;
    for (let k = j; k < m; k++) {
      const interval = window[k] as TimeInterval;
      if (interval.startMs >= b) break;
      const from = interval.startMs > a ? interval.startMs : a;
      const to = interval.endMs < b ? interval.endMs : b;
      if (to <= from) continue;
      sample[count] = i;
      startMs[count] = from;
      durationS[count++] = to === b && from === a ? w : (to - from) / 1000;
    }
  }
  return count;
}
