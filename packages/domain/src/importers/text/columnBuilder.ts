type FloatArray = Float64Array | Float32Array;

/**
 * A typed-array column that grows by doubling, so importers append samples
 * without allocating an object per row; `finish` trims it to its length. It
 * starts small: a file may open hundreds of tracks of a few samples each, and
 * memory must follow the samples, not the number of tracks.
 */
export class ColumnBuilder<A extends FloatArray> {
  private data: A;
  private size = 0;

  constructor(
    private readonly allocate: (length: number) => A,
    initialCapacity = 16,
  ) {
    this.data = allocate(initialCapacity);
  }

  get length(): number {
    return this.size;
  }

  push(value: number): void {
    if (this.size === this.data.length) this.grow();
    this.data[this.size++] = value;
  }

  /** True when any pushed value is a number, i.e. the column carries data. */
  hasValues(): boolean {
    for (let i = 0; i < this.size; i++) if (!Number.isNaN(this.data[i])) return true;
    return false;
  }

  /** The values, in an array of exactly their length (the builder is spent afterwards). */
  finish(): A {
    const trimmed = this.allocate(this.size);
    trimmed.set(this.data.subarray(0, this.size));
    this.data = this.allocate(0);
    this.size = 0;
    return trimmed;
  }

  private grow(): void {
    const larger = this.allocate(Math.max(16, this.data.length * 2));
    larger.set(this.data);
    this.data = larger;
  }
}

export const float64Column = (capacity?: number): ColumnBuilder<Float64Array> =>
  new ColumnBuilder((n) => new Float64Array(n), capacity);

export const float32Column = (capacity?: number): ColumnBuilder<Float32Array> =>
  new ColumnBuilder((n) => new Float32Array(n), capacity);
