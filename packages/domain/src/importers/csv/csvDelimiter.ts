import { CsvCells } from './CsvCells.js';

const COMMA = 44;
const SEMICOLON = 59;

/**
 * The delimiter of a CSV file, told from its header row `[start, end)`: a
 * semicolon when the row has more semicolons than commas (as spreadsheets
 * with a decimal comma write), else a comma.
 */
export function csvDelimiter(bytes: Uint8Array, start: number, end: number): number {
  let commas = 0;
  let semicolons = 0;
  for (let i = start; i < end; i++) {
    if (bytes[i] === COMMA) commas++;
    else if (bytes[i] === SEMICOLON) semicolons++;
  }
  return semicolons > commas ? SEMICOLON : COMMA;
}

/**
 * A header row split at the delimiter it shows: the cells to split the
 * file's rows with, and whether its numbers are written with a decimal comma
 * (in a semicolon-separated file; a decimal point still reads).
 */
export function splitCsvHeader(
  bytes: Uint8Array,
  start: number,
  end: number,
): { cells: CsvCells; decimalComma: boolean } {
  const delimiter = csvDelimiter(bytes, start, end);
  const cells = new CsvCells(delimiter);
  cells.split(bytes, start, end);
  return { cells, decimalComma: delimiter === SEMICOLON };
}
