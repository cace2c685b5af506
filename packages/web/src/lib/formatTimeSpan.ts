const formatters = new Map<string, Intl.DateTimeFormat>();

/** The 24-hour 'HH:mm' formatter of a time zone (the browser's when none is given), made once. */
function hourMinuteIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A time of day, 'HH:mm', in the time zone given, else the browser's. */
export function formatTimeOfDay(time: string, timeZone?: string): string {
  return hourMinuteIn(timeZone).format(new Date(time));
}

/**
 * A time span, 'HH:mm-HH:mm' (sessions, segments): in the browser's time zone, or in the
 * one given (the club's, where the product page says so).
 */
export function formatTimeSpan(startTime: string, endTime: string, timeZone?: string): string {
  return `${formatTimeOfDay(startTime, timeZone)}-${formatTimeOfDay(endTime, timeZone)}`;
}
