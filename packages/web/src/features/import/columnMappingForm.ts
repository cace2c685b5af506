import type {
  ColumnMappingFieldsFragment,
  ColumnMappingInput,
  ColumnTimeFormat,
  SpeedUnit,
} from '../../gql/graphql';

/** What the dialog shows of an unreadable CSV: its header and first rows. */
export interface CsvPreviewColumns {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** docs/product/importing.md §7's names of the time formats. */
export const TIME_FORMAT_LABELS: Record<ColumnTimeFormat, string> = {
  iso: 'ISO 8601',
  dayFirst: 'Day first (31/12/2026 13:45:00)',
  monthFirst: 'Month first (12/31/2026 13:45:00)',
  epochMilliseconds: 'Milliseconds since 1970',
  epochSeconds: 'Seconds since 1970',
};

export const SPEED_UNIT_LABELS: Record<SpeedUnit, string> = {
  metresPerSecond: 'm/s',
  kilometresPerHour: 'km/h',
  milesPerHour: 'mph',
};

export type PositionKind = 'latitudeLongitude' | 'metres';
export const POSITION_KIND_LABELS: Record<PositionKind, string> = {
  latitudeLongitude: 'Latitude and longitude',
  metres: 'x and y in metres',
};

/** The Map columns dialog's fields; '' is a column left unset. */
export interface MappingFormValues {
  savedMappingId: string;
  timeColumn: string;
  timeFormat: ColumnTimeFormat;
  positions: PositionKind;
  latitudeColumn: string;
  longitudeColumn: string;
  xColumn: string;
  yColumn: string;
  speedColumn: string;
  speedUnit: SpeedUnit;
  heartRateColumn: string;
  athleteColumn: string;
  saveAs: string;
}

const COLUMN_GUESSES: [keyof MappingFormValues, RegExp][] = [
  ['timeColumn', /time|date/i],
  ['latitudeColumn', /^lat/i],
  ['longitudeColumn', /^(lon|lng)/i],
  ['xColumn', /^x(\b|_)/i],
  ['yColumn', /^y(\b|_)/i],
  ['speedColumn', /speed|velocity/i],
  ['heartRateColumn', /heart|^hr\b|bpm/i],
];

/** A first mapping of a file's columns: the ones whose names say what they hold. */
export function guessedMapping(columns: readonly string[]): MappingFormValues {
  const values: MappingFormValues = {
    savedMappingId: '',
    timeColumn: '',
    timeFormat: 'iso',
    positions: 'latitudeLongitude',
    latitudeColumn: '',
    longitudeColumn: '',
    xColumn: '',
    yColumn: '',
    speedColumn: '',
    speedUnit: 'metresPerSecond',
    heartRateColumn: '',
    athleteColumn: '',
    saveAs: '',
  };
  for (const [field, pattern] of COLUMN_GUESSES) {
    const column = columns.find((name) => pattern.test(name.trim()));
    if (column !== undefined) Object.assign(values, { [field]: column });
  }
  if (!values.latitudeColumn && values.xColumn) values.positions = 'metres';
  return values;
}

const MAPPED_COLUMNS = [
  'timeColumn',
  'latitudeColumn',
  'longitudeColumn',
  'xColumn',
  'yColumn',
  'speedColumn',
  'heartRateColumn',
  'athleteColumn',
] as const;

/**
 * A saved mapping as the dialog's fields, for a file with these columns: a column the file
 * lacks is left unset (`missingColumnMessages` says which).
 */
export function valuesOfSavedMapping(
  saved: ColumnMappingFieldsFragment,
  columns: readonly string[],
): MappingFormValues {
  const present = (name: string | null) => (name !== null && columns.includes(name) ? name : '');
  return {
    savedMappingId: saved.id ?? '',
    timeColumn: present(saved.timeColumn),
    timeFormat: saved.timeFormat,
    positions: saved.latitudeColumn ? 'latitudeLongitude' : 'metres',
    latitudeColumn: present(saved.latitudeColumn),
    longitudeColumn: present(saved.longitudeColumn),
    xColumn: present(saved.xColumn),
    yColumn: present(saved.yColumn),
    speedColumn: present(saved.speedColumn),
    speedUnit: saved.speedUnit ?? 'metresPerSecond',
    heartRateColumn: present(saved.heartRateColumn),
    athleteColumn: present(saved.athleteColumn),
    saveAs: '',
  };
}

/** What a saved mapping names that the file lacks: 'The file has no column "<name>".' */
export function missingColumnMessages(
  saved: ColumnMappingFieldsFragment,
  columns: readonly string[],
): string[] {
  const present = new Set(columns);
  return MAPPED_COLUMNS.map((field) => saved[field])
    .filter((name): name is string => Boolean(name) && !present.has(name!))
    .map((name) => `The file has no column "${name}".`);
}

/**
 * The mapping to send: the time column and the two position columns chosen are needed; the
 * rest is optional. Null while incomplete.
 */
export function columnMappingInputOf(values: MappingFormValues): ColumnMappingInput | null {
  const column = (name: string) => name || null;
  const latLon = values.positions === 'latitudeLongitude';
  const [first, second] = latLon
    ? [values.latitudeColumn, values.longitudeColumn]
    : [values.xColumn, values.yColumn];
  if (!values.timeColumn || !first || !second) return null;
  return {
    timeColumn: values.timeColumn,
    timeFormat: values.timeFormat,
    latitudeColumn: latLon ? first : null,
    longitudeColumn: latLon ? second : null,
    xColumn: latLon ? null : first,
    yColumn: latLon ? null : second,
    speedColumn: column(values.speedColumn),
    speedUnit: values.speedColumn ? values.speedUnit : null,
    heartRateColumn: column(values.heartRateColumn),
    athleteColumn: column(values.athleteColumn),
  };
}

/**
 * What the dialog opens with: the first saved mapping whose columns the file has all of (a
 * saved mapping is offered first), else the columns whose names say what they hold.
 */
export function initialMappingValues(
  savedMappings: readonly ColumnMappingFieldsFragment[],
  columns: readonly string[],
): MappingFormValues {
  const fitting = savedMappings.find((saved) => missingColumnMessages(saved, columns).length === 0);
  return fitting ? valuesOfSavedMapping(fitting, columns) : guessedMapping(columns);
}
