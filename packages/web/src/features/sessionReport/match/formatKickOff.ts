const PARTS = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

/**
 * 'Saturday, 14 November 16:00': when a match started, in the browser's time zone
 * unless one is given. Built from parts so every browser shows the same layout.
 */
export function formatKickOff(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { ...PARTS, timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('hour')}:${part('minute')}`;
}
