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

/**
 * Bad input, with where it is and what is wrong. Importers throw only this;
 * callers show `message`, which reads e.g. "match.csv, line 12: timestamp
 * 'yesterday' is neither ISO-8601 nor epoch milliseconds".
 */
export class ImportError extends Error {
  readonly location: InputLocation;
  readonly problem: string;

  constructor(problem: string, location: InputLocation = {}) {
    super(describe(problem, location));
    this.name = 'ImportError';
    this.problem = problem;
    this.location = location;
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
