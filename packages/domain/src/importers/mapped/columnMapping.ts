/** How the time column of a mapped CSV writes its times (docs/product/importing.md §7). */
export const COLUMN_TIME_FORMATS = [
  'iso',
  'dayFirst',
  'monthFirst',
  'epochMilliseconds',
  'epochSeconds',
] as const;
export type ColumnTimeFormat = (typeof COLUMN_TIME_FORMATS)[number];

export const COLUMN_SPEED_UNITS = ['metresPerSecond', 'kilometresPerHour', 'milesPerHour'] as const;
export type ColumnSpeedUnit = (typeof COLUMN_SPEED_UNITS)[number];

/**
 * Which columns of a CSV Touchline does not know hold what: the coach's
 * mapping. Column names are the header's cells as written. Either latitude
 * and longitude, or x and y in metres.
 */
export interface ColumnMapping {
  timeColumn: string;
  timeFormat: ColumnTimeFormat;
  /** The club's IANA time zone, for times written without an offset. */
  timeZone?: string;
  latitudeColumn?: string;
  longitudeColumn?: string;
  xColumn?: string;
  yColumn?: string;
  speedColumn?: string;
  speedUnit?: ColumnSpeedUnit;
  heartRateColumn?: string;
  /** A column naming each row's athlete or tag, for a file of many. */
  athleteColumn?: string;
}
