import { printableText } from '../../text/printableText.js';
import type { CsvCells } from '../csv/CsvCells.js';
import { ImportError } from '../importError.js';
import type { ColumnMapping } from './columnMapping.js';
import { columnKey, MAX_COLUMN_NAME_CHARS } from './columnKey.js';

/** A mapped column: where it is in a row, and its name as the mapping gives it (for messages). */
export interface MappedColumn {
  index: number;
  name: string;
}

/** Where a file's header puts the columns of a mapping. */
export interface MappedColumns {
  time: MappedColumn;
  /** Latitude and longitude, or x and y. */
  coordinates: [MappedColumn, MappedColumn];
  speed?: MappedColumn;
  heartRate?: MappedColumn;
  athlete?: MappedColumn;
  /** Cells a row needs to hold every mapped column. */
  minCells: number;
}

/**
 * Finds a (valid) mapping's columns in the header row `cells`, compared as
 * columnKey compares them; a mapping whose columns the file lacks is refused
 * naming each (docs/product/importing.md §7).
 */
export function mappedColumns(cells: CsvCells, mapping: ColumnMapping): MappedColumns {
  const indexOf = new Map<string, number>();
  for (let i = cells.count - 1; i >= 0; i--) indexOf.set(columnKey(cells.text(i)), i);
  const missing: string[] = [];
  const find = (name: string | undefined): MappedColumn | undefined => {
    if (name === undefined || columnKey(name) === '') return undefined;
    const index = indexOf.get(columnKey(name));
    const shown = printableText(name.trim(), MAX_COLUMN_NAME_CHARS);
    if (index === undefined) missing.push(`The file has no column "${shown}".`);
    return { index: index ?? -1, name: shown };
  };
  const geographic = columnKey(mapping.latitudeColumn ?? '') !== '';
  const time = find(mapping.timeColumn);
  const first = find(geographic ? mapping.latitudeColumn : mapping.xColumn);
  const second = find(geographic ? mapping.longitudeColumn : mapping.yColumn);
  const speed = find(mapping.speedColumn);
  const heartRate = find(mapping.heartRateColumn);
  const athlete = find(mapping.athleteColumn);
  if (missing.length > 0) throw new ImportError(missing.join(' '));
  if (time === undefined || first === undefined || second === undefined) {
    // validateColumnMapping refuses such a mapping before any file is read.
    throw new ImportError('the column mapping names no time or no position columns');
  }
  const found = [time, first, second, speed, heartRate, athlete].flatMap((column) =>
    column === undefined ? [] : [column.index],
  );
  return {
    time,
    coordinates: [first, second],
    ...(speed === undefined ? {} : { speed }),
    ...(heartRate === undefined ? {} : { heartRate }),
    ...(athlete === undefined ? {} : { athlete }),
    minCells: Math.max(...found) + 1,
  };
}
