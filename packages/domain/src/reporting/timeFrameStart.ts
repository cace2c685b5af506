import { addCalendarDays, isoWeekday, type CalendarDate } from '../dates/zonedCalendar.js';
import type { TimeFrame } from './reportingTypes.js';

/**
 * The first day of a date's bucket: the date itself (daily), its week's
 * Monday (weekly) or the first of its month (monthly); dates as 'yyyy-MM-dd'.
 * Anything that is not such a date is its own bucket.
 */
export function timeFrameStart(date: CalendarDate, timeFrame: TimeFrame): CalendarDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  switch (timeFrame) {
    case 'daily':
      return date;
    case 'weekly':
      return addCalendarDays(date, 1 - isoWeekday(date));
    case 'monthly':
      return `${date.slice(0, 8)}01`;
  }
}
