import { instantOfWallClock } from '../../dates/zonedCalendar.js';
import { parseDecimal } from '../text/parseDecimal.js';
import { TimestampParser } from '../text/TimestampParser.js';
import type { ColumnTimeFormat } from './columnMapping.js';

const MAX_DATE_MS = 8.64e15;
/** Clocks change on the hour or half-hour: one offset serves each quarter of an hour. */
const ZONE_BUCKET_MS = 15 * 60_000;

/** What a time of each format looks like, for messages. */
const EXPECTED: Record<ColumnTimeFormat, string> = {
  iso: 'not an ISO 8601 date-time',
  dayFirst: 'not a day-first date and time (31/12/2026 13:45:00)',
  monthFirst: 'not a month-first date and time (12/31/2026 13:45:00)',
  epochMilliseconds: 'not a number of milliseconds since 1970',
  epochSeconds: 'not a number of seconds since 1970',
};

/**
 * Reads the time cells of a mapped CSV in the format the coach chose
 * (docs/product/importing.md §7) into epoch milliseconds; NaN for a cell that
 * is not one. A date and time written without an offset is in `timeZone`
 * (the club's), or UTC without one. Day- and month-first times are
 * `31/12/2026 13:45:00` with `/`, `.` or `-` between the date's parts,
 * seconds and their fraction optional, and an optional AM or PM.
 */
export class ColumnTimeParser {
  readonly expected: string;
  private readonly iso = new TimestampParser();
  private zoneBucket = NaN;
  private zoneOffsetMs = 0;

  constructor(
    private readonly format: ColumnTimeFormat,
    private readonly timeZone?: string,
  ) {
    this.expected = EXPECTED[format];
  }

  parse(bytes: Uint8Array, start: number, end: number): number {
    switch (this.format) {
      case 'epochMilliseconds':
        return withinDates(parseDecimal(bytes, start, end));
      case 'epochSeconds':
        return withinDates(parseDecimal(bytes, start, end) * 1000);
      case 'iso': {
        // A bare number would silently become milliseconds: ISO dates start with a year.
        if (end - start < 10 || bytes[start + 4] !== 45 /* - */) return NaN;
        const timeMs = this.iso.parse(bytes, start, end);
        return hasOffset(bytes, start, end) ? timeMs : this.local(timeMs);
      }
      case 'dayFirst':
      case 'monthFirst':
        return this.local(wallClock(bytes, start, end, this.format === 'dayFirst'));
    }
  }

  /** The instant of a wall-clock time (written as if UTC) in the time zone. */
  private local(wallMs: number): number {
    if (this.timeZone === undefined || Number.isNaN(wallMs)) return wallMs;
    const bucket = Math.floor(wallMs / ZONE_BUCKET_MS);
    if (bucket !== this.zoneBucket) {
      this.zoneOffsetMs = wallMs - instantOfWallClock(wallMs, this.timeZone);
      this.zoneBucket = bucket;
    }
    return wallMs - this.zoneOffsetMs;
  }
}

function withinDates(timeMs: number): number {
  return Math.abs(timeMs) <= MAX_DATE_MS ? timeMs : NaN;
}

/** Whether an ISO date-time ends in `Z` or an offset (`+01:00`; a `-` after the date is one). */
function hasOffset(bytes: Uint8Array, start: number, end: number): boolean {
  const last = bytes[end - 1];
  if (last === 90 || last === 122) return true;
  for (let i = start + 10; i < end; i++) if (bytes[i] === 43 || bytes[i] === 45) return true;
  return false;
}

/** Reads digits and single separators left to right. */
class Cursor {
  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
    private readonly end: number,
  ) {}

  get done(): boolean {
    return this.at >= this.end;
  }

  /** 1 to `max` digits as a number; -1 without one. */
  digits(max: number): number {
    let value = 0;
    const from = this.at;
    while (this.at < this.end && this.at - from < max) {
      const d = (this.bytes[this.at] as number) - 48;
      if (d < 0 || d > 9) break;
      value = value * 10 + d;
      this.at++;
    }
    return this.at === from ? -1 : value;
  }

  /** Moves past one of the bytes; false when the next byte is none of them. */
  skip(...choices: number[]): boolean {
    if (this.at < this.end && choices.includes(this.bytes[this.at] as number)) {
      this.at++;
      return true;
    }
    return false;
  }

  /** The rest, upper-cased, as text (short: AM or PM). */
  rest(): string {
    let text = '';
    for (let i = this.at; i < this.end; i++) text += String.fromCharCode(this.bytes[i] as number);
    return text.trim().toUpperCase();
  }
}

const SLASH = 47;
const DOT = 46;
const DASH = 45;
const COLON = 58;
const SPACE = 32;
const T = 84;

/** `31/12/2026 13:45:00.5 PM` (or month first) as its wall-clock time written as UTC; NaN else. */
function wallClock(bytes: Uint8Array, start: number, end: number, dayFirst: boolean): number {
  const cursor = new Cursor(bytes, start, end);
  const first = cursor.digits(2);
  const separator = bytes[cursor.at] as number;
  if (!cursor.skip(SLASH, DOT, DASH)) return NaN;
  const second = cursor.digits(2);
  if (!cursor.skip(separator)) return NaN;
  const year = cursor.at + 4 <= end ? cursor.digits(4) : -1;
  const [day, month] = dayFirst ? [first, second] : [second, first];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return NaN;
  }
  let ms = Date.UTC(year, month - 1, day);
  if (cursor.done) return ms;
  if (!cursor.skip(SPACE, T)) return NaN;
  while (cursor.skip(SPACE));
  let hour = cursor.digits(2);
  if (!cursor.skip(COLON)) return NaN;
  const minute = cursor.digits(2);
  let seconds = 0;
  let fractionMs = 0;
  if (cursor.skip(COLON)) {
    seconds = cursor.digits(2);
    if (cursor.skip(DOT, 44)) {
      const from = cursor.at;
      const fraction = cursor.digits(9);
      if (fraction < 0) return NaN;
      fractionMs = (fraction * 1000) / 10 ** (cursor.at - from);
    }
  }
  const meridiem = cursor.rest();
  if (meridiem === 'AM' || meridiem === 'PM') {
    if (hour < 1 || hour > 12) return NaN;
    hour = (hour % 12) + (meridiem === 'PM' ? 12 : 0);
  } else if (meridiem !== '') return NaN;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || seconds < 0 || seconds > 59) return NaN;
  ms += ((hour * 60 + minute) * 60 + seconds) * 1000 + fractionMs;
  return ms;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
