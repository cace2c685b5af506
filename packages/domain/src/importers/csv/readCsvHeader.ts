import { printableExcerpt } from '../../text/printableExcerpt.js';
import { ImportError } from '../importError.js';
import type { CsvCells } from './CsvCells.js';

/** Column positions by name; -1 for a column the header does not have. */
export type ColumnIndex<Name extends string> = Record<Name, number>;

/**
 * Finds the named columns in a header row (case-insensitive, runs of spaces
 * read as one, any order) and rejects a header without every required one,
 * naming the missing columns.
 */
export function readCsvHeader<Required extends string, Optional extends string>(
  cells: CsvCells,
  required: readonly Required[],
  optional: readonly Optional[],
  line: number,
): ColumnIndex<Required | Optional> {
  const names: string[] = [];
  for (let i = 0; i < cells.count; i++) {
    names.push(cells.text(i).toLowerCase().replace(/\s+/g, ' '));
  }
  const index = {} as ColumnIndex<Required | Optional>;
  for (const name of [...required, ...optional]) index[name] = names.indexOf(name);
  const missing = required.filter((name) => index[name] < 0);
  if (missing.length > 0) {
    throw new ImportError(
      `header row '${printableExcerpt(names.join(','), 80)}' lacks the required ` +
        `column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (expected ${required.join(',')})`,
      { line },
    );
  }
  return index;
}
