/** One cell of a CSV file: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;
/** Spreadsheets run text starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Rows as RFC 4180 CSV: fields with a comma, a double quote or a line break
 * are quoted (quotes doubled), every record ends with CRLF. Empty and
 * non-finite cells are empty fields. Text a spreadsheet would run as a
 * formula gets a leading apostrophe, which spreadsheets show as text.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
