import {
  addCalendarDays,
  calendarDateIn,
  startOfCalendarDate,
  type CalendarDate,
} from '../dates/zonedCalendar.js';

/** The 'Average Distance' chart covers today and the 29 days before it (docs/product/dashboard-and-segments.md §9). */
export const DASHBOARD_DAY_COUNT = 30;

/** One calendar day in the viewer's zone: [startTime, endTime). */
export interface DashboardDay {
  date: CalendarDate;
  startTime: Date;
  endTime: Date;
}

/** The last 30 days up to today in the zone, oldest first; DST days are 23 or 25 hours long. */
export function dashboardDays(now: Date, timeZone: string): DashboardDay[] {
  const today = calendarDateIn(now, timeZone);
  return Array.from({ length: DASHBOARD_DAY_COUNT }, (_, index) => {
    const date = addCalendarDays(today, index - (DASHBOARD_DAY_COUNT - 1));
    return {
      date,
      startTime: startOfCalendarDate(date, timeZone),
      endTime: startOfCalendarDate(addCalendarDays(date, 1), timeZone),
    };
  });
}
