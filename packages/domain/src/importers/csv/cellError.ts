import { printableExcerpt } from '../../text/printableExcerpt.js';
import { ImportError } from '../importError.js';
import type { CsvCells } from './CsvCells.js';

/** An error about one cell, quoting it (short and printable) so the user can find it. */
export function cellError(
  cells: CsvCells,
  index: number,
  column: string,
  expected: string,
  line: number,
): ImportError {
  if (cells.isEmpty(index)) return new ImportError(`${column} is empty`, { line });
  return new ImportError(`${column} '${printableExcerpt(cells.text(index))}' is ${expected}`, {
    line,
  });
}
