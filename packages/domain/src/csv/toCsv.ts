/** One cell of a CSV file: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** A semicolon too: spreadsheets of many locales split on it. */
const NEEDS_QUOTES = /[",;\r\n]/;
/**
 * Text a spreadsheet may run as a formula (CSV injection, as OWASP lists it):
 * a cell starting with = + - @, a tab or a carriage return, also after
 * leading white space (which spreadsheets skip), or such a start after a
 * separator inside the text, where a reader that splits on it would begin a
 * cell.
 */
const FORMULA = /^\s*[=+\-@]|^[\t\r]|[,;]\s*[=+\-@\t\r]/;

/**
 * Rows as RFC 4180 CSV: fields with a comma, a semicolon, a double quote or
 * a line break are quoted (quotes doubled), every record ends with CRLF. Empty and
 * non-finite cells are empty fields. Text a spreadsheet would run as a
 * formula gets a leading apostrophe, which spreadsheets show as text.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
