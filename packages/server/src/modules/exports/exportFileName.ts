import { safePiece } from '../../http/safeFileName.js';
import type { ExportPeriod } from './exportPeriod.js';
import type { SessionExport } from './loadSessionExport.js';

function localDateTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}${part('minute')}`;
}

/**
 * E.g. 'Touchline FC - Match vs Harbour Rovers - 2026-11-14 1500 - 1st Half -
 * Distances.csv': club, session, local start (kick-off for a match), the part
 * of a match, and what the file holds.
 */
export function exportFileName(
  data: SessionExport,
  contents: string,
  timeZone: string,
  part?: ExportPeriod,
): string {
  const { session } = data;
  const title =
    session.kind === 'match'
      ? `${data.matchName}${session.opponent ? ` vs ${session.opponent}` : ''}`
      : 'Training';
  const startsAt = data.periods[0]?.startTime ?? session.startTime;
  const partName = part ? [part.whole ? `Whole ${data.matchName}` : part.period.name] : [];
  const pieces = [data.club.name, title, localDateTime(startsAt, timeZone), ...partName, contents];
  return `${pieces.map(safePiece).join(' - ')}.csv`;
}
