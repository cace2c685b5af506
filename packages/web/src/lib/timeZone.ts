/** The browser's IANA time zone, sent with every request for date bucketing. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
