const decoder = new TextDecoder();
const COMMA = 44;

/**
 * The cells of one CSV line as byte ranges, reused from row to row so that
 * splitting a line allocates nothing. Surrounding spaces and a pair of
 * double quotes are trimmed; quoted cells containing the delimiter are not
 * supported (no tracker writes them). The delimiter is the comma, or the
 * semicolon or tab of exports from locales with a decimal comma.
 */
export class CsvCells {
  count = 0;
  private starts = new Int32Array(16);
  private ends = new Int32Array(16);
  /** The bytes of the line last split. */
  source: Uint8Array = new Uint8Array(0);

  constructor(private readonly delimiter = COMMA) {}

  /** Splits `[start, end)` of `bytes` at the delimiter; returns the number of cells. */
  split(bytes: Uint8Array, start: number, end: number): number {
    this.source = bytes;
    const delimiter = this.delimiter;
    let count = 0;
    let i = start;
    for (;;) {
      const cellStart = i;
      while (i < end && bytes[i] !== delimiter) i++;
      if (count === this.starts.length) this.grow();
      let s = cellStart;
      let e = i;
      // Space, tab and quote sort below every digit and letter: one test per end in the usual case.
      if (s < e && ((bytes[s] as number) <= 34 || (bytes[e - 1] as number) <= 34)) {
        while (s < e && (bytes[s] === 32 || bytes[s] === 9)) s++;
        while (e > s && (bytes[e - 1] === 32 || bytes[e - 1] === 9)) e--;
        if (e - s >= 2 && bytes[s] === 34 && bytes[e - 1] === 34) {
          s++;
          e--;
        }
      }
      this.starts[count] = s;
      this.ends[count] = e;
      count++;
      if (i === end) break;
      i++;
    }
    this.count = count;
    return count;
  }

  start(index: number): number {
    return this.starts[index] ?? 0;
  }

  end(index: number): number {
    return this.ends[index] ?? 0;
  }

  isEmpty(index: number): boolean {
    return this.start(index) === this.end(index);
  }

  text(index: number): string {
    return decoder.decode(this.source.subarray(this.start(index), this.end(index)));
  }

  private grow(): void {
    const starts = new Int32Array(this.starts.length * 2);
    const ends = new Int32Array(this.ends.length * 2);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }
}
