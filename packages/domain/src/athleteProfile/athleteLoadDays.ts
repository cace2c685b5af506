import { addCalendarDays, calendarDateIn, type CalendarDate } from '../dates/zonedCalendar.js';
import { acuteChronicWorkloadRatio, CHRONIC_DAYS } from '../reporting/acuteChronicWorkloadRatio.js';
import type { LoadSession } from '../athleteHome/athleteLoad.js';

/** One day of an athlete's range: the distance of their sessions that day and the ratio on it. */
export interface AthleteLoadDay {
  date: CalendarDate;
  distanceM: number;
  /** The last 7 days' mean daily distance over the last 28 days'; null without 28 days of history. */
  acuteChronicRatio: number | null;
}

/** What a profile's load chart covers: its first and last day in the reader's zone. */
export interface LoadDayRange {
  firstDay: CalendarDate;
  lastDay: CalendarDate;
  timeZone: string;
}

/**
 * An athlete's daily distance and rolling 7:28 acute:chronic ratio for each
 * day of a range, in the reader's time zone (docs/METRICS.md "An athlete's
 * load"). The 27 days before the range count towards its first ratios, so a
 * range starts with a ratio when the history is there; a day has none before
 * the athlete's 28th day with Touchline (`firstSessionAt`, of all time), as on
 * the home, nor when its 28 days hold no distance.
 */
export function athleteLoadDays(
  sessions: readonly LoadSession[],
  { firstDay, lastDay, timeZone }: LoadDayRange,
  firstSessionAt: Date | null,
): AthleteLoadDay[] {
  const lead = CHRONIC_DAYS - 1;
  const dates: CalendarDate[] = [];
  for (
    let date = addCalendarDays(firstDay, -lead);
    date <= lastDay;
    date = addCalendarDays(date, 1)
  ) {
    dates.push(date);
  }
  const index = new Map(dates.map((date, day) => [date, day]));
  const distances = new Float64Array(dates.length);
  for (const session of sessions) {
    const day = index.get(calendarDateIn(session.startTime, timeZone));
    if (day !== undefined) distances[day]! += session.totalDistanceM;
  }
  const ratios = acuteChronicWorkloadRatio(distances);
  const historyFrom =
    firstSessionAt === null
      ? null
      : addCalendarDays(calendarDateIn(firstSessionAt, timeZone), lead);
  return dates.slice(lead).map((date, offset) => ({
    date,
    distanceM: distances[offset + lead]!,
    acuteChronicRatio: historyFrom !== null && date >= historyFrom ? ratios[offset + lead]! : null,
  }));
}
