import type { CalendarDate } from '../dates/zonedCalendar.js';

const wallClock = new Map<string, Intl.DateTimeFormat>();

function wallClockMs(instantMs: number, timeZone: string): number {
  let format = wallClock.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClock.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instantMs)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute);
}

/**
 * The instant a daily survey goes out: `localTime` ('HH:mm') on `date` in
 * the zone. On the morning clocks go forward, a time that does not exist
 * is the same time of the new offset (e.g. 01:30 is 02:30).
 */
export function dailySurveyInstant(date: CalendarDate, localTime: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = localTime.split(':').map(Number);
  const wall = Date.UTC(year!, month! - 1, day, hour, minute);
  // The zone's offset at the wall time read as UTC, then at the instant it gives.
  const first = wall - (wallClockMs(wall, timeZone) - wall);
  return new Date(wall - (wallClockMs(first, timeZone) - first));
}
