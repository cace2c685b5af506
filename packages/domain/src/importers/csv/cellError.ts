import { ImportError } from '../importError.js';
import type { CsvCells } from './CsvCells.js';

/** An error about one cell, quoting it (shortened) so the user can find it. */
export function cellError(
  cells: CsvCells,
  index: number,
  column: string,
  expected: string,
  line: number,
): ImportError {
  const text = cells.text(index);
  const shown = text.length > 40 ? `${text.slice(0, 40)}...` : text;
  const problem = text.length === 0 ? `${column} is empty` : `${column} '${shown}' is ${expected}`;
  return new ImportError(problem, { line });
}
