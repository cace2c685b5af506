/** The browser's IANA zone from X-Time-Zone; anything Intl does not know becomes 'UTC'. */
export function timeZoneOf(header: string | string[] | undefined): string {
  const zone = Array.isArray(header) ? header[0] : header;
  if (!zone || zone.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}
