/**
 * The lowest and highest value of any run of a series' samples in a few steps, whatever
 * the run's length. Built once per series: level 1 holds the min and max of each pair of
 * samples, level 2 of each pair of level-1 entries, and so on, about one extra value per
 * sample for each of min and max. A run of n samples then reads at most two entries per
 * level, about 2·log2(n) in all, so a zoomed-out graph costs about the same at any zoom.
 * NaN samples (no data) count as absent.
 */
export class MinMaxPyramid {
  /** Level k ≥ 1 at index k - 1: +Infinity where a block holds no sample. */
  private readonly minLevels: Float32Array[] = [];
  /** Level k ≥ 1 at index k - 1: -Infinity where a block holds no sample. */
  private readonly maxLevels: Float32Array[] = [];

  constructor(private readonly values: Float32Array) {
    let below = { min: values, max: values };
    while (below.min.length > 1) {
      const length = Math.ceil(below.min.length / 2);
      const min = new Float32Array(length);
      const max = new Float32Array(length);
      for (let index = 0; index < length; index += 1) {
        min[index] = lowest(below.min[2 * index], below.min[2 * index + 1]);
        max[index] = highest(below.max[2 * index], below.max[2 * index + 1]);
      }
      this.minLevels.push(min);
      this.maxLevels.push(max);
      below = { min, max };
    }
  }

  /**
   * The lowest and highest sample of indices from ≤ i < to, written to lows[at] and
   * highs[at] (NaN when none has data). Bottom-up over the levels: an odd start or end at
   * one level is taken on its own, the rest of the run is covered by the level above.
   * Numbers stay in locals and typed arrays, so a frame's thousands of calls allocate nothing.
   */
  extentInto(from: number, to: number, lows: Float32Array, highs: Float32Array, at: number): void {
    let low = Math.max(0, Math.floor(from));
    let high = Math.min(this.values.length, Math.ceil(to));
    let least = Number.POSITIVE_INFINITY;
    let most = Number.NEGATIVE_INFINITY;
    let mins: Float32Array = this.values;
    let maxes: Float32Array = this.values;
    let depth = 0;
    // NaN fails every comparison, so samples without data are skipped as they are.
    while (low < high) {
      if (low & 1) {
        if (mins[low]! < least) least = mins[low]!;
        if (maxes[low]! > most) most = maxes[low]!;
        low += 1;
      }
      if (high & 1) {
        high -= 1;
        if (mins[high]! < least) least = mins[high]!;
        if (maxes[high]! > most) most = maxes[high]!;
      }
      low >>= 1;
      high >>= 1;
      mins = this.minLevels[depth] ?? mins;
      maxes = this.maxLevels[depth] ?? maxes;
      depth += 1;
    }
    lows[at] = least === Number.POSITIVE_INFINITY ? Number.NaN : least;
    highs[at] = most === Number.NEGATIVE_INFINITY ? Number.NaN : most;
  }
}

/** The lower of two samples, ignoring missing ones (NaN or beyond the end); +Infinity for none. */
function lowest(a: number | undefined, b: number | undefined): number {
  const x = a === undefined || Number.isNaN(a) ? Number.POSITIVE_INFINITY : a;
  const y = b === undefined || Number.isNaN(b) ? Number.POSITIVE_INFINITY : b;
  return x < y ? x : y;
}

/** The higher of two samples, ignoring missing ones (NaN or beyond the end); -Infinity for none. */
function highest(a: number | undefined, b: number | undefined): number {
  const x = a === undefined || Number.isNaN(a) ? Number.NEGATIVE_INFINITY : a;
  const y = b === undefined || Number.isNaN(b) ? Number.NEGATIVE_INFINITY : b;
  return x > y ? x : y;
}
