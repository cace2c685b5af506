/** By the parts asked for (the callers' constants), then by time zone. */
const formatters = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * An en-GB date formatter of the given parts (a constant of the caller's) in a time zone, the
 * browser's when none is given, made once: building one costs far more than formatting.
 */
export function zonedFormatter(
  parts: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  let byZone = formatters.get(parts);
  if (!byZone) {
    byZone = new Map();
    formatters.set(parts, byZone);
  }
  let formatter = byZone.get(timeZone ?? '');
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { ...parts, timeZone });
    byZone.set(timeZone ?? '', formatter);
  }
  return formatter;
}
