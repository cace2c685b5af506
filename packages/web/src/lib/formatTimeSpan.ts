import { zonedFormatter } from './zonedFormatter';

const HOUR_MINUTE = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** A time of day, 'HH:mm', in the time zone given, else the browser's. */
export function formatTimeOfDay(time: string, timeZone?: string): string {
  return zonedFormatter(HOUR_MINUTE, timeZone).format(new Date(time));
}

/**
 * A time span, 'HH:mm-HH:mm' (sessions, segments): in the browser's time zone, or in the
 * one given (the club's, where the product page says so).
 */
export function formatTimeSpan(startTime: string, endTime: string, timeZone?: string): string {
  return `${formatTimeOfDay(startTime, timeZone)}-${formatTimeOfDay(endTime, timeZone)}`;
}
