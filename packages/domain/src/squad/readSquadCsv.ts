import { CsvCells } from '../importers/csv/CsvCells.js';
import { forEachLine } from '../importers/text/forEachLine.js';
import { ImportError } from '../importers/importError.js';

/** The most athletes one file adds (docs/product/club-administration.md §4). */
export const MAX_SQUAD_IMPORT_ROWS = 500;

export const TOO_MANY_ROWS = `The file has more than ${MAX_SQUAD_IMPORT_ROWS} athletes: split it into files of at most ${MAX_SQUAD_IMPORT_ROWS} rows.`;

/** A squad file's cells: its header, and each row with its line in the file. */
export interface SquadCsv {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

class TooManyRows extends Error {}

/**
 * Reads a squad CSV file with the importers' CSV cells (commas between
 * cells, no commas inside one; blank lines skipped), and stops at the row
 * past the limit: a file of 10,000 rows is not read further. A cell that
 * began with a tab keeps it, so the formula rule still sees it.
 */
export async function readSquadCsv(
  chunks: AsyncIterable<Uint8Array>,
): Promise<SquadCsv | { problem: string }> {
  const cells = new CsvCells();
  let header: string[] | null = null;
  const rows: SquadCsv['rows'] = [];
  try {
    await forEachLine(chunks, (bytes, start, end, line) => {
      if (isBlank(bytes, start, end)) return;
      cells.split(bytes, start, end);
      const texts: string[] = [];
      for (let i = 0; i < cells.count; i++) {
        texts.push(
          beganWithTab(bytes, start, cells.start(i)) ? `\t${cells.text(i)}` : cells.text(i),
        );
      }
      if (header === null) header = texts;
      else if (rows.length === MAX_SQUAD_IMPORT_ROWS) throw new TooManyRows();
      else rows.push({ line, cells: texts });
    });
  } catch (error) {
    if (error instanceof TooManyRows) return { problem: TOO_MANY_ROWS };
    if (error instanceof ImportError)
      return { problem: `The file cannot be read: ${error.problem}.` };
    throw error;
  }
  if (header === null) return { problem: 'The file is empty.' };
  return { header, rows };
}

function isBlank(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const byte = bytes[i];
    if (byte !== 32 && byte !== 44 && byte !== 9 && byte !== 13) return false;
  }
  return true;
}

/** Whether the white space trimmed before a cell's text held a tab. */
function beganWithTab(bytes: Uint8Array, lineStart: number, cellStart: number): boolean {
  for (let i = cellStart - 1; i >= lineStart && bytes[i] !== 44; i--) {
    if (bytes[i] === 9) return true;
  }
  return false;
}

/** One chunk of a text, for readers of byte chunks. */
export function textChunks(text: string): AsyncIterable<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return {
    [Symbol.asyncIterator]: () => {
      let done = false;
      return {
        next: () => {
          const result = done
            ? { done: true as const, value: undefined }
            : { done: false as const, value: bytes };
          done = true;
          return Promise.resolve(result);
        },
      };
    },
  };
}
