import { addCalendarDays, calendarDateIn, type CalendarDate } from '../dates/zonedCalendar.js';
import { acuteChronicWorkloadRatio, CHRONIC_DAYS } from '../reporting/acuteChronicWorkloadRatio.js';
import { exponentialWorkload } from '../reporting/exponentialWorkloadRatio.js';
import type { LoadSession } from '../athleteHome/athleteLoad.js';

/** One day of an athlete's range: the distance of their sessions that day and the ratio on it. */
export interface AthleteLoadDay {
  date: CalendarDate;
  distanceM: number;
  /** The last 7 days' mean daily distance over the last 28 days'; null without 28 days of history. */
  acuteChronicRatio: number | null;
  /** The exponentially weighted 7-day over 28-day distance (Williams et al. 2017); null as the rolling one. */
  ewmaAcuteChronicRatio: number | null;
}

/** What a profile's load chart covers: its first and last day in the reader's zone. */
export interface LoadDayRange {
  firstDay: CalendarDate;
  lastDay: CalendarDate;
  timeZone: string;
}

/**
 * An athlete's daily distance and acute:chronic ratios, rolling 7:28 and
 * exponentially weighted, for each day of a range, in the reader's time zone
 * (docs/METRICS.md "An athlete's load"). The 27 days before the range count
 * towards its first ratios, so a range starts with ratios when the history
 * is there; a day has none before
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
  const ewmaRatios = exponentialWorkload(distances).ratio;
  const historyFrom =
    firstSessionAt === null
      ? null
      : addCalendarDays(calendarDateIn(firstSessionAt, timeZone), lead);
  return dates.slice(lead).map((date, offset) => {
    const known = historyFrom !== null && date >= historyFrom;
    return {
      date,
      distanceM: distances[offset + lead]!,
      acuteChronicRatio: known ? ratios[offset + lead]! : null,
      ewmaAcuteChronicRatio: known ? ewmaRatios[offset + lead]! : null,
    };
  });
}
