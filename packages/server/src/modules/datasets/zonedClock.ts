import { addCalendarDays, isoWeekday, type CalendarDate } from '@touchline/domain';

/** Where an instant falls in a time zone: its date, the time of day and the week and month it starts. */
export interface ZonedStart {
  /** yyyy-MM-dd */
  date: CalendarDate;
  /** HH:mm, 24 h */
  time: string;
  /** The Monday of its week, yyyy-MM-dd. */
  weekStart: CalendarDate;
  /** The first of its month, yyyy-MM-dd. */
  monthStart: CalendarDate;
}

/** Reads instants in one zone; one formatter for a whole dataset. */
export function zonedClock(timeZone: string): (instant: Date) => ZonedStart {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (instant) => {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
    const date = `${parts.year}-${parts.month}-${parts.day}`;
    return {
      date,
      time: `${parts.hour}:${parts.minute}`,
      weekStart: addCalendarDays(date, 1 - isoWeekday(date)),
      monthStart: `${parts.year}-${parts.month}-01`,
    };
  };
}
