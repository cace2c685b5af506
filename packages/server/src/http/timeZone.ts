// Zone names seen so far and what Intl made of them: building a
// DateTimeFormat for every request costs more than the rest of reading it.
const resolved = new Map<string, string>();
const MAX_REMEMBERED = 1000;

/** The browser's IANA zone from X-Time-Zone; anything Intl does not know becomes 'UTC'. */
export function timeZoneOf(header: string | string[] | undefined): string {
  const zone = Array.isArray(header) ? header[0] : header;
  if (!zone || zone.length > 64) return 'UTC';
  const known = resolved.get(zone);
  if (known) return known;
  let timeZone = 'UTC';
  try {
    timeZone = new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    // Not a zone Intl knows.
  }
  if (resolved.size < MAX_REMEMBERED) resolved.set(zone, timeZone);
  return timeZone;
}
