const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
/** The last millisecond a Date can hold: later times cannot be shown or stored as dates. */
const MAX_DATE_MS = 8.64e15;

/**
 * Parses ISO-8601 date-times (`2013-11-07T21:05:23.687Z`, `...+01:00`, a space
 * instead of `T`, any number of fraction digits) and integer epoch
 * milliseconds from ASCII bytes, into epoch milliseconds; NaN when the bytes
 * are neither. Digits are read by hand and the day's epoch value is cached, so
 * Date.UTC runs only when the date changes: Date.parse per row is the
 * bottleneck of a naive 20 Hz import. A date-time without an offset is UTC.
 * Epoch milliseconds beyond what a Date can hold (±8.64e15) are NaN too.
 */
export class TimestampParser {
  /** Epoch ms of the start of the day last read (isoMsOfDay, parse). */
  dayStartMs = 0;
  private cachedDateKey = -1;

  parse(bytes: Uint8Array, start: number, end: number): number {
    if (end - start === 24 && bytes[start + 23] === 90 /* Z */) {
      const msOfDay = this.isoMsOfDay(bytes, start);
      if (msOfDay >= 0) return this.dayStartMs + msOfDay;
    }
    const length = end - start;
    if (length >= 10 && bytes[start + 4] === 45 /* - */) return this.parseIso(bytes, start, end);
    return parseEpochMs(bytes, start, end);
  }

  /**
   * `YYYY-MM-DDTHH:MM:SS.sssZ` at `s` (the `Z` is the caller's to check), the
   * shape trackers write, read at fixed offsets with no loop or call per
   * field, as milliseconds since the start of its day, now `dayStartMs`; -1
   * for anything else (parseIso reads it, or refuses it). An integer, so a
   * caller per row makes no number object; the same sums as parseIso, all
   * exact integers, so both give the same time.
   */
  isoMsOfDay(b: Uint8Array, s: number): number {
    if (
      b[s + 4] !== 45 ||
      b[s + 7] !== 45 ||
      b[s + 10] !== 84 /* T */ ||
      b[s + 13] !== 58 ||
      b[s + 16] !== 58 ||
      b[s + 19] !== 46 /* . */
    ) {
      return -1;
    }
    const year =
      digit(b, s) * 1000 + digit(b, s + 1) * 100 + digit(b, s + 2) * 10 + digit(b, s + 3);
    const month = digit(b, s + 5) * 10 + digit(b, s + 6);
    const day = digit(b, s + 8) * 10 + digit(b, s + 9);
    const hour = digit(b, s + 11) * 10 + digit(b, s + 12);
    const minute = digit(b, s + 14) * 10 + digit(b, s + 15);
    const second = digit(b, s + 17) * 10 + digit(b, s + 18);
    const fraction = digit(b, s + 20) * 100 + digit(b, s + 21) * 10 + digit(b, s + 22);
    // A byte that is not a digit makes its field negative: each lower bound below catches it.
    if (year < 0 || month < 1 || month > 12 || day < 1 || fraction < 0) return -1;
    if (hour < 0 || hour > 24 || minute < 0 || minute > 59 || second < 0 || second > 60) {
      return -1;
    }
    if (!this.selectDay(year, month, day)) return -1;
    return hour * MS_PER_HOUR + minute * MS_PER_MINUTE + second * 1000 + fraction;
  }

  /** Makes `dayStartMs` the day's start; false for a day the month lacks. Cached, as rows share their day. */
  private selectDay(year: number, month: number, day: number): boolean {
    const dateKey = year * 10_000 + month * 100 + day;
    if (dateKey !== this.cachedDateKey) {
      if (day > daysInMonth(year, month)) return false;
      // Not Date.UTC: it reads years 0-99 as 1900-1999.
      this.dayStartMs = new Date(0).setUTCFullYear(year, month - 1, day);
      this.cachedDateKey = dateKey;
    }
    return true;
  }

  private parseIso(b: Uint8Array, s: number, end: number): number {
    const year = digits(b, s, 4);
    const month = digits(b, s + 5, 2);
    const day = digits(b, s + 8, 2);
    if (b[s + 7] !== 45 || year < 0 || month < 1 || month > 12 || day < 1) return NaN;
    if (!this.selectDay(year, month, day)) return NaN;
    let ms = this.dayStartMs;
    let i = s + 10;
    if (i === end) return ms;
    const separator = b[i];
    if (separator !== 84 /* T */ && separator !== 32 /* space */ && separator !== 116 /* t */) {
      return NaN;
    }
    const hour = digits(b, i + 1, 2);
    const minute = digits(b, i + 4, 2);
    if (b[i + 3] !== 58 /* : */ || hour < 0 || hour > 24 || minute < 0 || minute > 59) return NaN;
    ms += hour * MS_PER_HOUR + minute * MS_PER_MINUTE;
    i += 6;
    if (i < end && b[i] === 58) {
      const second = digits(b, i + 1, 2);
      if (second < 0 || second > 60) return NaN;
      ms += second * 1000;
      i += 3;
      if (i < end && (b[i] === 46 /* . */ || b[i] === 44) /* , */) {
        i++;
        let scale = 100;
        const fractionStart = i;
        let fractionMs = 0;
        while (i < end) {
          const d = (b[i] ?? 0) - 48;
          if (d < 0 || d > 9) break;
          fractionMs += d * scale;
          scale /= 10;
          i++;
        }
        if (i === fractionStart) return NaN;
        ms += fractionMs;
      }
    }
    if (i > end) return NaN;
    return i === end ? ms : applyOffset(b, i, end, ms);
  }
}

/** `Z`, `+hh:mm`, `+hhmm` or `+hh` after the time; local time = UTC + offset. */
function applyOffset(b: Uint8Array, i: number, end: number, ms: number): number {
  const designator = b[i];
  if (designator === 90 /* Z */ || designator === 122 /* z */) return i + 1 === end ? ms : NaN;
  if (designator !== 43 /* + */ && designator !== 45 /* - */) return NaN;
  const sign = designator === 43 ? 1 : -1;
  const hours = digits(b, i + 1, 2);
  let minutes = 0;
  let next = i + 3;
  if (next < end && b[next] === 58) next++;
  if (next < end) {
    minutes = digits(b, next, 2);
    next += 2;
  }
  if (next !== end || hours < 0 || hours > 18 || minutes < 0 || minutes > 59) return NaN;
  return ms - sign * (hours * MS_PER_HOUR + minutes * MS_PER_MINUTE);
}

/** An optionally signed integer of epoch milliseconds. */
function parseEpochMs(b: Uint8Array, start: number, end: number): number {
  let i = start;
  const negative = b[i] === 45;
  if (negative) i++;
  if (i === end || end - i > 16) return NaN;
  let value = 0;
  for (; i < end; i++) {
    const d = (b[i] ?? 0) - 48;
    if (d < 0 || d > 9) return NaN;
    value = value * 10 + d;
  }
  if (value > MAX_DATE_MS) return NaN;
  return negative ? -value : value;
}

/** Below any sum of digits times at most 1000 that a field can add to it. */
const NOT_A_DIGIT = -1_000_000;

/** The digit at `at`, or NOT_A_DIGIT for any other byte (a missing one too). */
function digit(b: Uint8Array, at: number): number {
  const d = (b[at] ?? 0) - 48;
  return d >= 0 && d <= 9 ? d : NOT_A_DIGIT;
}

/** `count` ASCII digits at `at` as a number, or -1 when any is not a digit. */
function digits(b: Uint8Array, at: number, count: number): number {
  let value = 0;
  for (let i = at; i < at + count; i++) {
    const d = (b[i] ?? 0) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  return new Date(new Date(0).setUTCFullYear(year, month, 0)).getUTCDate();
}
