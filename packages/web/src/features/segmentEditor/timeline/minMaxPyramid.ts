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

  /** The lowest sample of indices from ≤ i < to; NaN when none has data. */
  min(from: number, to: number): number {
    return this.extent(from, to, this.minLevels, lowest, Number.POSITIVE_INFINITY);
  }

  /** The highest sample of indices from ≤ i < to; NaN when none has data. */
  max(from: number, to: number): number {
    return this.extent(from, to, this.maxLevels, highest, Number.NEGATIVE_INFINITY);
  }

  /**
   * Bottom-up over the levels: an odd start or end at one level is taken on its own, the
   * rest of the run is covered by the level above.
   */
  private extent(
    from: number,
    to: number,
    levels: readonly Float32Array[],
    pick: (a: number | undefined, b: number | undefined) => number,
    none: number,
  ): number {
    let low = Math.max(0, Math.floor(from));
    let high = Math.min(this.values.length, Math.ceil(to));
    let result = none;
    let level: Float32Array = this.values;
    let depth = 0;
    while (low < high) {
      if (low & 1) result = pick(result, level[low++]);
      if (high & 1) result = pick(result, level[--high]);
      low >>= 1;
      high >>= 1;
      level = levels[depth++] ?? level;
    }
    return Number.isFinite(result) ? result : Number.NaN;
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
