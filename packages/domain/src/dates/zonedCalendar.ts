/** A calendar date as 'YYYY-MM-DD', read in some IANA time zone. */
export type CalendarDate = string;

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

// formatToParts costs microseconds, and a page asks the same instants again
// (its days' midnights, its sessions' starts): answers are kept, up to a bound.
const KEPT_WALL_CLOCKS = 20_000;
const wallClocks = new Map<string, number>();

/** The wall-clock time of an instant in the zone, as if it were UTC (whole seconds). */
export function wallClockMs(instantMs: number, timeZone: string): number {
  const key = `${timeZone} ${instantMs}`;
  let wall = wallClocks.get(key);
  if (wall === undefined) {
    if (wallClocks.size >= KEPT_WALL_CLOCKS) wallClocks.clear();
    wall = readWallClockMs(instantMs, timeZone);
    wallClocks.set(key, wall);
  }
  return wall;
}

function readWallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The zone's offset from UTC at an instant, in ms (east positive). */
function offsetMs(instantMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(wholeSecond, timeZone) - wholeSecond;
}

function utcMidnightOf(date: CalendarDate): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day);
}

/** The date an instant falls on in the zone. */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(utcMidnightOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days `to` is after `from` (negative when before). */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcMidnightOf(to) - utcMidnightOf(from)) / DAY_MS);
}

/**
 * The instant `localTime` ('HH:mm') on `date` reads in the zone. On the morning
 * clocks go forward, a time that does not exist is the same time of the new
 * offset (e.g. 01:30 is 02:30).
 */
export function instantAtLocalTime(date: CalendarDate, localTime: string, timeZone: string): Date {
  const [hour = 0, minute = 0] = localTime.split(':').map(Number);
  return new Date(
    instantOfWallClock(utcMidnightOf(date) + (hour * 60 + minute) * 60_000, timeZone),
  );
}

/**
 * The instant (ms since the epoch) a wall-clock time reads in the zone; the
 * wall-clock time is given in ms since the epoch as if the zone were UTC. A
 * time the clocks skip is the same time of the new offset; of a time they
 * repeat, the later one.
 */
export function instantOfWallClock(wallClockMs: number, timeZone: string): number {
  // The zone's offset at the wall time read as UTC, then at the instant it gives.
  const first = wallClockMs - offsetMs(wallClockMs, timeZone);
  return wallClockMs - offsetMs(first, timeZone);
}

/** ISO weekday: 1 for Monday to 7 for Sunday. */
export function isoWeekday(date: CalendarDate): number {
  return ((new Date(utcMidnightOf(date)).getUTCDay() + 6) % 7) + 1;
}

/**
 * The first instant of the date in the zone: its midnight, or, where a
 * daylight-saving change skips midnight (e.g. America/Santiago), the first
 * minute that exists.
 */
export function startOfCalendarDate(date: CalendarDate, timeZone: string): Date {
  const localMidnight = utcMidnightOf(date);
  let start = localMidnight - offsetMs(localMidnight, timeZone);
  start = localMidnight - offsetMs(start, timeZone);
  if (calendarDateIn(new Date(start), timeZone) < date) {
    // Midnight does not exist: search the minute the date begins.
    let low = start;
    let high = start + 3 * 3_600_000;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (calendarDateIn(new Date(middle), timeZone) < date) low = middle;
      else high = middle;
    }
    start = high;
  }
  return new Date(start);
}
