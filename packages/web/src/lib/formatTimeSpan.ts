const hourMinute = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A time span in the browser's time zone, 'HH:mm-HH:mm' (sessions, segments). */
export function formatTimeSpan(startTime: string, endTime: string): string {
  return `${hourMinute.format(new Date(startTime))}-${hourMinute.format(new Date(endTime))}`;
}
