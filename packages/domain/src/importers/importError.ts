import { printableText } from '../text/printableText.js';

/**
 * Where in an input a problem is: a file, and a line (text formats) or a
 * record and byte offset (binary formats).
 */
export interface InputLocation {
  file?: string;
  line?: number;
  record?: number;
  /** Offset from the start of the file, for binary formats. */
  byte?: number;
}

/** The longest problem an ImportError states; parsers quote input in far less. */
export const MAX_PROBLEM_CHARS = 300;
/** The longest file name an ImportError's location shows. */
export const MAX_LOCATION_FILE_CHARS = 120;

/**
 * Bad input, with where it is and what is wrong. Importers throw only this;
 * callers show `message`, which reads e.g. "match.csv, line 12: timestamp
 * 'yesterday' is neither ISO-8601 nor epoch milliseconds". The problem and
 * the file name are made printable and short here (see printableText), so
 * whatever a file holds, the message can be stored (PostgreSQL refuses NUL)
 * and shown: no caller can forget.
 */
export class ImportError extends Error {
  readonly location: InputLocation;
  readonly problem: string;

  constructor(problem: string, location: InputLocation = {}) {
    const printable = printableText(problem, MAX_PROBLEM_CHARS);
    const { file, ...rest } = location;
    const where: InputLocation =
      file === undefined ? rest : { file: printableText(file, MAX_LOCATION_FILE_CHARS), ...rest };
    super(describe(printable, where));
    this.name = 'ImportError';
    this.problem = printable;
    this.location = where;
  }

  /** The same problem, located in a named file. */
  inFile(file: string): ImportError {
    return new ImportError(this.problem, { ...this.location, file });
  }
}

function describe(problem: string, { file, line, record, byte }: InputLocation): string {
  const where = [
    file,
    line !== undefined ? `line ${line}` : undefined,
    record !== undefined ? `record ${record}` : undefined,
    byte !== undefined ? `byte ${byte}` : undefined,
  ].filter(Boolean);
  return where.length > 0 ? `${where.join(', ')}: ${problem}` : problem;
}
