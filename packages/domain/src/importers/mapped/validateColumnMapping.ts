import { isTimeZone } from '../../dates/timeZones.js';
import { printableText } from '../../text/printableText.js';
import { columnKey, MAX_COLUMN_NAME_CHARS } from './columnKey.js';
import { COLUMN_SPEED_UNITS, COLUMN_TIME_FORMATS, type ColumnMapping } from './columnMapping.js';

/** A problem of a column mapping, under the field of the mapping it concerns. */
export interface ColumnMappingProblem {
  field: keyof ColumnMapping;
  message: string;
}

type ColumnField = Exclude<keyof ColumnMapping, 'timeFormat' | 'timeZone' | 'speedUnit'>;

/** The columns a mapping may name, in the order the dialog asks for them. */
const COLUMNS: ColumnField[] = [
  'timeColumn',
  'latitudeColumn',
  'longitudeColumn',
  'xColumn',
  'yColumn',
  'speedColumn',
  'heartRateColumn',
  'athleteColumn',
];

/**
 * What is wrong with a coach's column mapping before any file is read
 * (docs/product/importing.md §7), in words for the dialog: a time column and
 * its format; latitude and longitude, or x and y, each pair whole and not
 * both; a speed column's unit; a known time zone; no column chosen twice.
 * Empty when the mapping can be applied.
 */
export function validateColumnMapping(mapping: ColumnMapping): ColumnMappingProblem[] {
  const problems: ColumnMappingProblem[] = [];
  const problem = (field: keyof ColumnMapping, message: string): void => {
    problems.push({ field, message });
  };
  const chosen = (field: ColumnField): boolean => columnKey(mapping[field] ?? '') !== '';

  if (!chosen('timeColumn')) problem('timeColumn', 'Choose the time column.');
  if (!(COLUMN_TIME_FORMATS as readonly string[]).includes(mapping.timeFormat)) {
    problem('timeFormat', 'Choose the format of the times.');
  }
  if (mapping.timeZone !== undefined && !isTimeZone(mapping.timeZone)) {
    problem('timeZone', `Unknown time zone "${printableText(mapping.timeZone, 80)}".`);
  }
  const geographic = chosen('latitudeColumn') || chosen('longitudeColumn');
  const pitch = chosen('xColumn') || chosen('yColumn');
  if (geographic && pitch) {
    problem('xColumn', 'Choose latitude and longitude, or x and y in metres, not both.');
  } else if (!geographic && !pitch) {
    problem('latitudeColumn', 'Choose latitude and longitude, or x and y in metres.');
  } else if (geographic) {
    if (!chosen('latitudeColumn')) problem('latitudeColumn', 'Choose the latitude column.');
    if (!chosen('longitudeColumn')) problem('longitudeColumn', 'Choose the longitude column.');
  } else {
    if (!chosen('xColumn')) problem('xColumn', 'Choose the x column.');
    if (!chosen('yColumn')) problem('yColumn', 'Choose the y column.');
  }
  if (
    chosen('speedColumn') &&
    !(COLUMN_SPEED_UNITS as readonly (string | undefined)[]).includes(mapping.speedUnit)
  ) {
    problem('speedUnit', 'Choose the unit of the speed column.');
  }
  const chosenKeys = new Set<string>();
  for (const field of COLUMNS) {
    const name = mapping[field] ?? '';
    const key = columnKey(name);
    if (key === '') continue;
    if (chosenKeys.has(key)) {
      problem(
        field,
        `The column "${printableText(name.trim(), MAX_COLUMN_NAME_CHARS)}" is chosen twice.`,
      );
    }
    chosenKeys.add(key);
  }
  return problems;
}
