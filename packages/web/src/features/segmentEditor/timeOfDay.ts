const DAY_MS = 24 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the value of an `<input type="time" step="1">`: HH:mm:ss, 24-hour, local. */
export function toTimeInputValue(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * A picked HH:mm(:ss) as an instant: that time on the day nearest to `nearMs` (the value
 * being edited), so a session across midnight still reads right. Null for an incomplete value.
 */
export function fromTimeInputValue(value: string, nearMs: number): number | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [hours, minutes, seconds = '0'] = match.slice(1).map((part) => part ?? '0');
  const day = new Date(nearMs);
  day.setHours(Number(hours), Number(minutes), Number(seconds), 0);
  const candidates = [day.getTime() - DAY_MS, day.getTime(), day.getTime() + DAY_MS];
  return candidates.reduce((best, candidate) =>
    Math.abs(candidate - nearMs) < Math.abs(best - nearMs) ? candidate : best,
  );
}
