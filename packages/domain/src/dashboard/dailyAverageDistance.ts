import { calendarDateIn, type CalendarDate } from '../dates/zonedCalendar.js';
import type { DashboardDay } from './dashboardDays.js';

/** A session as the dashboard sees it: when it started and the team's average distance. */
export interface DashboardSession {
  startTime: Date;
  /** Mean distance per athlete with data; null until processed. */
  avgTotalDistanceM: number | null;
}

export interface DailyAverageDistance {
  date: CalendarDate;
  startTime: Date;
  /** The sum of the day's session averages: what an athlete typically ran that day; 0 without sessions. */
  avgDistanceM: number;
  sessionCount: number;
}

/**
 * One value per day for the 'Average Distance' chart: each session counts on
 * the day it started in the viewer's zone, and days without sessions are 0.
 */
export function dailyAverageDistance(
  days: readonly DashboardDay[],
  sessions: readonly DashboardSession[],
  timeZone: string,
): DailyAverageDistance[] {
  const totals = new Map<CalendarDate, { avgDistanceM: number; sessionCount: number }>(
    days.map((day) => [day.date, { avgDistanceM: 0, sessionCount: 0 }]),
  );
  for (const session of sessions) {
    const total = totals.get(calendarDateIn(session.startTime, timeZone));
    if (!total) continue;
    total.avgDistanceM += session.avgTotalDistanceM ?? 0;
    total.sessionCount += 1;
  }
  return days.map((day) => ({
    date: day.date,
    startTime: day.startTime,
    ...totals.get(day.date)!,
  }));
}

/**
 * The dotted 'SESSION AVERAGE' line: the mean of the sessions' average
 * distances, leaving out sessions without one above zero; null when none has.
 */
export function sessionAverageDistance(
  sessions: readonly Pick<DashboardSession, 'avgTotalDistanceM'>[],
): number | null {
  const averages = sessions
    .map((session) => session.avgTotalDistanceM ?? 0)
    .filter((distanceM) => distanceM > 0);
  if (averages.length === 0) return null;
  return averages.reduce((sum, distanceM) => sum + distanceM, 0) / averages.length;
}
