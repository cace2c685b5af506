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
  private at = 0;

  constructor(private readonly timestamps: TimestampParser) {}

  /** True when the row has the plain shape; its values are then in the fields. */
  read(bytes: Uint8Array, start: number, end: number): boolean {
    return this.readTag(bytes, start, end) && this.readValues(bytes, end);
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
    if (tagDigits === 0 || tagDigits > 12 || bytes[i] !== COMMA) return false;
    if (tagDigits > 1 && bytes[tagStart] === 48 /* 0 */) return false;
    this.tag = tag;
    this.rowStart = start;
    this.at = i + 1;
    return true;
  }

  /** The time and position of the row whose tag was just read. */
  private readValues(bytes: Uint8Array, end: number): boolean {
    this.timeMs = this.timestamps.parse(bytes, this.rowStart, this.rowStart + ISO_MS_LENGTH);
    if (Number.isNaN(this.timeMs)) return false;
    this.xM = this.decimal(bytes, end);
    if (Number.isNaN(this.xM) || this.at >= end || bytes[this.at] !== COMMA) return false;
    this.at++;
    this.yM = this.decimal(bytes, end);
    return !Number.isNaN(this.yM) && this.at === end;
  }

  /** `-?digits(.digits)?` from `this.at`, moving past it; NaN for anything else. */
  private decimal(bytes: Uint8Array, end: number): number {
    let i = this.at;
    const negative = bytes[i] === 45; /* - */
    if (negative) i++;
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
      if (fractionDigits === 0) return NaN;
      digits += fractionDigits;
    }
    if (digits === 0 || digits > MAX_DIGITS) return NaN;
    this.at = i;
    const value =
      fractionDigits === 0 ? mantissa : mantissa / (POWERS_OF_TEN[fractionDigits] as number);
    return negative ? -value : value;
  }
}
