import type { WallClockZone } from '../../dates/WallClockZone.js';
import { TimestampParser } from '../text/TimestampParser.js';

const SLASH = 47;
const DOT = 46;
const DASH = 45;
const COLON = 58;
const SPACE = 32;
const T = 84;
/** 'YYYY-MM-DDTHH' before the rest of a day-first time is copied behind it. */
const ISO_HEAD = 13;
/** Longer than any time of day a tracker writes (nanoseconds and an offset included). */
const MAX_TIME_BYTES = 48;

/**
 * Reads the Timestamp cells of a Catapult export, as the exporting
 * computer's settings wrote them: ISO 8601 (`2026-03-14T10:00:00.100`,
 * with or without `Z` or an offset), a day-first date (`14/03/2026
 * 10:00:00.10`; also `14.03.2026` or `14-03-2026`, one-digit days, months and
 * hours, a decimal comma in the seconds) or epoch milliseconds. A date-time
 * without an offset is the wall-clock time of the zone the caller gives.
 * NaN for anything else, a month-first date (`03/14/2026`) included.
 */
export class CatapultTimestamps {
  private readonly timestamps = new TimestampParser();
  private readonly iso = new Uint8Array(ISO_HEAD + MAX_TIME_BYTES);
  private digitCount = 0;

  constructor(private readonly zone: WallClockZone) {}

  parse(bytes: Uint8Array, start: number, end: number): number {
    if (end - start >= 10 && bytes[start + 4] === DASH) {
      return this.wallClockOrInstant(bytes, start, end);
    }
    const length = this.dayFirstAsIso(bytes, start, end);
    if (length > 0) return this.wallClockOrInstant(this.iso, 0, length);
    // Epoch milliseconds name an instant.
    return this.timestamps.parse(bytes, start, end);
  }

  /** An ISO date-time: with an offset it is an instant, without one the zone's wall-clock time. */
  private wallClockOrInstant(bytes: Uint8Array, start: number, end: number): number {
    const ms = this.timestamps.parse(bytes, start, end);
    if (Number.isNaN(ms)) return NaN;
    for (let i = start + 10; i < end; i++) {
      const c = bytes[i];
      if (c === 43 /* + */ || c === DASH || c === 90 /* Z */ || c === 122 /* z */) return ms;
    }
    return this.zone.instantMs(ms);
  }

  /**
   * Writes `D/M/YYYY H:MM...` as `YYYY-MM-DDTHH:MM...` into `this.iso`;
   * returns its length, or -1 when the cell is not such a date.
   */
  private dayFirstAsIso(b: Uint8Array, start: number, end: number): number {
    let i = start;
    const day = this.digits(b, i, end, 2);
    i += this.digitCount;
    const separator = b[i];
    if (day < 0 || (separator !== SLASH && separator !== DOT && separator !== DASH)) return -1;
    const month = this.digits(b, ++i, end, 2);
    i += this.digitCount;
    if (month < 0 || b[i] !== separator) return -1;
    const year = this.digits(b, ++i, end, 4);
    i += this.digitCount;
    if (this.digitCount !== 4 || (b[i] !== SPACE && b[i] !== T)) return -1;
    while (b[i] === SPACE || b[i] === T) i++;
    const hour = this.digits(b, i, end, 2);
    i += this.digitCount;
    if (hour < 0 || b[i] !== COLON || end - i > MAX_TIME_BYTES) return -1;
    const iso = this.iso;
    writeDigits(iso, 0, year, 4);
    iso[4] = DASH;
    writeDigits(iso, 5, month, 2);
    iso[7] = DASH;
    writeDigits(iso, 8, day, 2);
    iso[10] = T;
    writeDigits(iso, 11, hour, 2);
    iso.set(b.subarray(i, end), ISO_HEAD);
    return ISO_HEAD + end - i;
  }

  /** Up to `max` ASCII digits at `at` as a number (their count in digitCount); -1 for none. */
  private digits(b: Uint8Array, at: number, end: number, max: number): number {
    let value = 0;
    let count = 0;
    for (let i = at; i < end && count < max; i++) {
      const d = (b[i] ?? 0) - 48;
      if (d < 0 || d > 9) break;
      value = value * 10 + d;
      count++;
    }
    this.digitCount = count;
    return count === 0 ? -1 : value;
  }
}

function writeDigits(out: Uint8Array, at: number, value: number, width: number): void {
  for (let k = width - 1; k >= 0; k--) {
    out[at + k] = 48 + (value % 10);
    value = Math.floor(value / 10);
  }
}
