/** Titles in the 'Segments' list are cut past this many characters (docs/product/dashboard-and-segments.md §9). */
export const SEGMENT_TITLE_LIST_LIMIT = 35;

/** A title for the 'Segments' list: over 35 characters it is cut and ends with two dots. */
export function truncateSegmentTitle(title: string): string {
  return title.length > SEGMENT_TITLE_LIST_LIMIT
    ? `${title.slice(0, SEGMENT_TITLE_LIST_LIMIT)}..`
    : title;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A segment's length as HH:MM:SS, or '--' when its start or end is missing (docs/product/dashboard-and-segments.md §2.5). */
export function formatSegmentDuration(
  startMs: number | null | undefined,
  endMs: number | null | undefined,
): string {
  if (startMs == null || endMs == null || !Number.isFinite(startMs) || !Number.isFinite(endMs)) {
    return '--';
  }
  const totalSeconds = Math.max(0, Math.floor((endMs - startMs) / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}

const clockTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as HH:mm:ss in the browser's time zone (the ruler's and pickers' format). */
export function formatClockTime(ms: number): string {
  return clockTime.format(new Date(ms));
}
