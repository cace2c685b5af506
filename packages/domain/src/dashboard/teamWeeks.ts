import {
  addCalendarDays,
  calendarDateIn,
  isoWeekday,
  startOfCalendarDate,
  type CalendarDate,
} from '../dates/zonedCalendar.js';

/** The weekly table offers the weeks covering the last 35 days (docs/product/dashboard-and-segments.md §9). */
export const TEAM_WEEKS_DAY_COUNT = 35;

/** A week from Monday 00:00 to the next Monday 00:00 in the viewer's zone. */
export interface TeamWeek {
  /** The Monday. */
  startDate: CalendarDate;
  /** The Sunday. */
  endDate: CalendarDate;
  startTime: Date;
  endTime: Date;
}

function mondayOf(date: CalendarDate): CalendarDate {
  return addCalendarDays(date, 1 - isoWeekday(date));
}

export function teamWeekStarting(monday: CalendarDate, timeZone: string): TeamWeek {
  return {
    startDate: monday,
    endDate: addCalendarDays(monday, 6),
    startTime: startOfCalendarDate(monday, timeZone),
    endTime: startOfCalendarDate(addCalendarDays(monday, 7), timeZone),
  };
}

/** The weeks (starting on Monday) that cover the last 35 days up to today, newest first. */
export function teamWeeks(now: Date, timeZone: string): TeamWeek[] {
  const today = calendarDateIn(now, timeZone);
  const first = mondayOf(addCalendarDays(today, 1 - TEAM_WEEKS_DAY_COUNT));
  const weeks: TeamWeek[] = [];
  for (let monday = mondayOf(today); monday >= first; monday = addCalendarDays(monday, -7)) {
    weeks.push(teamWeekStarting(monday, timeZone));
  }
  return weeks;
}

/** Whether [startTime, endTime) is exactly one week from a Monday's start in the zone. */
export function isTeamWeek(startTime: Date, endTime: Date, timeZone: string): boolean {
  const date = calendarDateIn(startTime, timeZone);
  if (isoWeekday(date) !== 1) return false;
  const week = teamWeekStarting(date, timeZone);
  return (
    week.startTime.getTime() === startTime.getTime() && week.endTime.getTime() === endTime.getTime()
  );
}
