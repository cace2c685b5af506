import type { TimestampParser } from '../text/TimestampParser.js';

/** Exact powers of ten, as parseDecimal divides by: the same division gives the same double. */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, i) => 10 ** i);
/** At most 15 digits: the mantissa stays below 2^53, so it and its division are exact as in parseDecimal. */
const MAX_DIGITS = 15;
/** `2013-11-07T21:05:23.687Z`: the one timestamp shape local-positioning systems write. */
const ISO_MS_LENGTH = 24;
const COMMA = 44;

/**
 * Reads a positions row in the shape trackers write, `2013-11-07T21:05:23.687Z,7,-1.25,30.5`,
 * in one pass over its bytes, with no cell splitting and no call per cell:
 * the rows of a 20 Hz file are most of an import. Any other shape (spaces,
 * quotes, exponents, more columns, another timestamp form) is left to the
 * general reader, so what the two agree on is the plain shape only, and for
 * it both compute the same numbers (the same digit arithmetic and division).
 */
export class PlainRowReader {
  timeMs = 0;
  /** The tag id as its decimal value (no leading zero, at most 12 digits, as tagNumber reads it). */
  tag = 0;
  xM = 0;
  yM = 0;
  private rowStart = 0;
  /** The last decimal read. */
  private value = 0;
  private at = 0;

  constructor(private readonly timestamps: TimestampParser) {}

  /** True when the row [start, end) has the plain shape; its values are then in the fields. */
  read(bytes: Uint8Array, start: number, end: number): boolean {
    return this.readTag(bytes, start, end) && this.readValues(bytes, end) && this.at === end;
  }

  /**
   * The row that starts at `start` and ends its line (`\n`, `\r\n`, or the
   * end of the bytes), read as `read` reads that line: the start of the next
   * line, or -1 when the row does not have the plain shape. The line's end is
   * found by reading the row, not by a search before it: no byte is looked at twice.
   */
  readLine(bytes: Uint8Array, start: number): number {
    const end = bytes.length;
    if (!this.readTag(bytes, start, end) || !this.readValues(bytes, end)) return -1;
    let at = this.at;
    if (at < end && bytes[at] === 13) at++;
    if (at === end) return end;
    return bytes[at] === 10 ? at + 1 : -1;
  }

  /** The timestamp's shape and the tag, into `tag`. */
  private readTag(bytes: Uint8Array, start: number, end: number): boolean {
    const timeEnd = start + ISO_MS_LENGTH;
    // The fixed separators make sure no comma hides inside (ISO allows one before the fraction).
    if (
      timeEnd >= end ||
      bytes[timeEnd] !== COMMA ||
      bytes[timeEnd - 1] !== 90 /* Z */ ||
      bytes[start + 19] !== 46 /* . */ ||
      bytes[start + 16] !== 58 /* : */
    ) {
      return false;
    }
    let i = timeEnd + 1;
    const tagStart = i;
    let tag = 0;
    for (; i < end; i++) {
      const d = (bytes[i] as number) - 48;
      if (d < 0 || d > 9) break;
      tag = tag * 10 + d;
    }
    const tagDigits = i - tagStart;
    // Read whatever the digits: a branch first taken after the JIT compiled the loop would undo it.
    const leadingZero = bytes[tagStart] === 48; /* 0 */
    if (tagDigits === 0 || tagDigits > 12 || bytes[i] !== COMMA) return false;
    if (tagDigits > 1 && leadingZero) return false;
    this.tag = tag;
    this.rowStart = start;
    this.at = i + 1;
    return true;
  }

  /** The time and position of the row whose tag was just read; `at` is then past them. */
  private readValues(bytes: Uint8Array, end: number): boolean {
    const msOfDay = this.timestamps.isoMsOfDay(bytes, this.rowStart);
    if (msOfDay < 0 || !this.decimal(bytes, end)) return false;
    this.timeMs = this.timestamps.dayStartMs + msOfDay;
    this.xM = this.value;
    if (this.at >= end || bytes[this.at] !== COMMA) return false;
    this.at++;
    if (!this.decimal(bytes, end)) return false;
    this.yM = this.value;
    return true;
  }

  /**
   * `-?digits(.digits)?` from `this.at` into `value`, moving past it; false
   * for anything else. The number goes to a field, not a return value: no
   * number object per cell.
   */
  private decimal(bytes: Uint8Array, end: number): boolean {
    let i = this.at;
    const negative = bytes[i] === 45; /* - */
    // Branch-free where a branch would first be taken late in a file, after the JIT compiled the loop.
    i += negative ? 1 : 0;
    let mantissa = 0;
    const digitsStart = i;
    for (; i < end; i++) {
      const d = (bytes[i] as number) - 48;
      if (d < 0 || d > 9) break;
      mantissa = mantissa * 10 + d;
    }
    let digits = i - digitsStart;
    let fractionDigits = 0;
    if (i < end && bytes[i] === 46 /* . */) {
      const fractionStart = ++i;
      for (; i < end; i++) {
        const d = (bytes[i] as number) - 48;
        if (d < 0 || d > 9) break;
        mantissa = mantissa * 10 + d;
      }
      fractionDigits = i - fractionStart;
      if (fractionDigits === 0) return false;
      digits += fractionDigits;
    }
    if (digits === 0 || digits > MAX_DIGITS) return false;
    this.at = i;
    this.value = (mantissa / (POWERS_OF_TEN[fractionDigits] as number)) * (negative ? -1 : 1);
    return true;
  }
}
