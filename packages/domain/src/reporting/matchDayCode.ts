import { calendarDaysBetween, type CalendarDate } from '../dates/zonedCalendar.js';

/** The match-day codes, from four days before a match to two days after. */
export const MATCH_DAY_CODES = ['MD-4', 'MD-3', 'MD-2', 'MD-1', 'MD', 'MD+1', 'MD+2'] as const;
export type MatchDayCode = (typeof MATCH_DAY_CODES)[number];

/** The most days before a match a session is coded for it (MD-4). */
const DAYS_BEFORE = 4;
/** The most days after a match a session is coded from it (MD+2). */
const DAYS_AFTER = 2;

/**
 * Codes days against the club's matches (docs/product/dataset-templates.md
 * §6): MD on a day with a match, MD+1 and MD+2 on the two days after one
 * (recovery comes first: after a match wins over before the next, as
 * practitioners plan), else MD-4 ... MD-1 on the four days before the next
 * match; any other day (a long break, a day further from both) has no code.
 * `matchDates` are the matches' dates in the club's zone, in any order.
 */
export function matchDayCoder(
  matchDates: readonly CalendarDate[],
): (date: CalendarDate) => MatchDayCode | null {
  const dates = [...new Set(matchDates)].sort();
  return (date) => {
    // The first match on or after the day, by binary search.
    let low = 0;
    let high = dates.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (dates[middle]! < date) low = middle + 1;
      else high = middle;
    }
    const next = dates[low];
    if (next === date) return 'MD';
    const previous = dates[low - 1];
    const sincePrevious = previous === undefined ? Infinity : calendarDaysBetween(previous, date);
    if (sincePrevious <= DAYS_AFTER) return `MD+${sincePrevious}` as MatchDayCode;
    const untilNext = next === undefined ? Infinity : calendarDaysBetween(date, next);
    if (untilNext <= DAYS_BEFORE) return `MD-${untilNext}` as MatchDayCode;
    return null;
  };
}
