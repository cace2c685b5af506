import { printableText } from '../../text/printableText.js';
import { CsvCells } from '../csv/CsvCells.js';
import { csvDelimiter } from '../csv/csvDelimiter.js';
import { MAX_COLUMN_NAME_CHARS } from './columnKey.js';

/** The first rows of a CSV as the dialog 'Map columns' shows them. */
export interface CsvPreview {
  delimiter: ',' | ';';
  /** The header's cells as written, made printable (see columnKey). */
  columns: string[];
  /** At most PREVIEW_ROWS rows after the header, each cell printable and short. */
  rows: string[][];
}

export const PREVIEW_ROWS = 5;
/** A header wider than this is not shown whole: no tracker file has that many columns. */
export const MAX_PREVIEW_COLUMNS = 200;

/**
 * The columns and first rows of a CSV Touchline does not recognise, from its
 * first bytes, split as the mapped CSV reader splits them (comma or
 * semicolon, told from the header; cells trimmed and unquoted); blank lines
 * are skipped, and so is a last line the bytes cut short.
 */
export function previewCsv(firstBytes: Uint8Array): CsvPreview {
  const lines = lineRanges(firstBytes);
  const [header, ...rows] = lines;
  const delimiter = header === undefined ? 44 : csvDelimiter(firstBytes, ...header);
  const cells = new CsvCells(delimiter);
  const texts = ([start, end]: [number, number]): string[] => {
    const count = Math.min(cells.split(firstBytes, start, end), MAX_PREVIEW_COLUMNS);
    return Array.from({ length: count }, (_, i) =>
      printableText(cells.text(i), MAX_COLUMN_NAME_CHARS),
    );
  };
  return {
    delimiter: delimiter === 59 ? ';' : ',',
    columns: header === undefined ? [] : texts(header),
    rows: rows.slice(0, PREVIEW_ROWS).map(texts),
  };
}

/** The non-blank lines, without their line ends and a leading byte-order mark. */
function lineRanges(bytes: Uint8Array): [number, number][] {
  const ranges: [number, number][] = [];
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (start < bytes.length && ranges.length <= PREVIEW_ROWS) {
    const newline = bytes.indexOf(10, start);
    // A last line without its end may be cut short: shown only when it is the header.
    if (newline < 0 && ranges.length > 0) break;
    const lineEnd = newline < 0 ? bytes.length : newline;
    const end = lineEnd > start && bytes[lineEnd - 1] === 13 ? lineEnd - 1 : lineEnd;
    if (!isBlank(bytes, start, end)) ranges.push([start, end]);
    start = lineEnd + 1;
  }
  return ranges;
}

function isBlank(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (bytes[i] !== 32 && bytes[i] !== 9) return false;
  return true;
}
