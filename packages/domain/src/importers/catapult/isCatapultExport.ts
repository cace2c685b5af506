/** Columns only Catapult's export has, beside Timestamp, Latitude and Longitude. */
const OPENFIELD_COLUMNS = ['odometer', 'player load', 'positional quality (%)', '#sats'];

/**
 * Whether the first lines of a text file are a Catapult OpenField export:
 * a header naming Latitude and Longitude and one of OpenField's own columns
 * (in any delimiter), or, when the '#' lines fill what detection reads, a
 * '# Athlete' line among them.
 */
export function isCatapultExport(lines: readonly string[]): boolean {
  const header = lines.find((line) => !/^\s*"?#/.test(line) && /[^\s,;\t"]/.test(line));
  if (header === undefined)
    return lines.some((line) => /^\s*"?#+\s*athlete\s*[:=,;\t]/i.test(line));
  const names = header
    .split(/[,;\t]/)
    .map((name) => name.trim().replace(/^"|"$/g, '').toLowerCase());
  return (
    names.includes('latitude') &&
    names.includes('longitude') &&
    OPENFIELD_COLUMNS.some((name) => names.includes(name))
  );
}
