import { calendarDateIn, instantAtLocalTime } from '@touchline/domain';
import { formatTimeOfDay } from './formatTimeSpan';
import { zonedFormatter } from './zonedFormatter';

/**
 * A moment as the club's clock reads it, as a date input and a time input hold it:
 * 'YYYY-MM-DD' and 'HH:mm', either '' until typed.
 */
export interface WallClock {
  date: string;
  time: string;
}

/** What a moment needs before it can be sent: its date and its time, whole. */
export const INCOMPLETE_WALL_CLOCK = 'Enter a date and a time.';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An instant (ISO 8601) as the date and time the club's time zone reads it. */
export function wallClockOf(instant: string, timeZone: string): WallClock {
  const date = new Date(instant);
  return { date: calendarDateIn(date, timeZone), time: formatTimeOfDay(instant, timeZone) };
}

/**
 * The instant (ISO 8601) a date and time read in the club's time zone; null while either is
 * incomplete. On the morning the clocks go forward, a time that does not exist is the same
 * time of the new offset (the domain's rule).
 */
export function instantOfWallClock({ date, time }: WallClock, timeZone: string): string | null {
  if (!DATE.test(date) || !TIME.test(time)) return null;
  const instant = instantAtLocalTime(date, time, timeZone);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

const DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;

/** A day as the club reads it, e.g. 'Sat 14 Mar 2026'. */
export function formatClubDate(instant: string, timeZone: string): string {
  return zonedFormatter(DAY, timeZone).format(new Date(instant)).replace(',', '');
}
