import { toCsv } from '../csv/toCsv.js';
import { athleteFieldProblems, listItems, type AthleteFields } from './athleteRules.js';
import { MAX_SQUAD_IMPORT_ROWS, TOO_MANY_ROWS, type SquadCsv } from './readSquadCsv.js';

/** A squad file's columns, in the template's order; only name is needed in every row. */
export const SQUAD_CSV_COLUMNS = [
  'name',
  'preferred_name',
  'shirt_number',
  'position',
  'date_of_birth',
  'device_serials',
  'max_heart_rate_bpm',
  'top_speed_reference_kph',
  'groups',
] as const;

type SquadCsvColumn = (typeof SQUAD_CSV_COLUMNS)[number];

/** The template staff download: the header and one example row. */
export function squadCsvTemplate(): string {
  return toCsv([
    [...SQUAD_CSV_COLUMNS],
    ['Alex Morgan', 'Alex', 9, 'Forward', '2001-07-02', 'EDGE-2001', 195, 32.5, 'First Team'],
  ]);
}

/** What a club has that a file's rows name: its position and group names, the numbers worn. */
export interface SquadContext {
  positions: readonly string[];
  groups: readonly string[];
  /** Shirt numbers of the current squad, with who wears them. */
  shirtNumbersTaken: ReadonlyMap<number, string>;
  /** YYYY-MM-DD in the club's zone, the latest date of birth. */
  today: string;
}

/** An athlete a row adds: their fields, with positions and groups as the club names them. */
export interface SquadRow extends AthleteFields {
  groups: string[];
}

export interface SquadRowCheck {
  line: number;
  name: string;
  athlete: SquadRow | null;
  problems: string[];
}

export type SquadCsvCheck = { fileProblems: string[]; rows: SquadRowCheck[] };

const FORMULA_START = /^[=+\-@\t\r]/;

/** docs/product/club-administration.md §4 "Import CSV": every rule a file and its rows must keep. */
export function checkSquadCsv(file: SquadCsv, context: SquadContext): SquadCsvCheck {
  const header = file.header.map((name) => name.trim().toLowerCase());
  const missing = SQUAD_CSV_COLUMNS.filter((column) => !header.includes(column));
  const unknown = header.filter((name) => !(SQUAD_CSV_COLUMNS as readonly string[]).includes(name));
  const fileProblems: string[] = [];
  if (missing.length > 0) fileProblems.push(`Missing columns: ${missing.join(', ')}.`);
  if (unknown.length > 0) fileProblems.push(`Unknown columns: ${unknown.join(', ')}.`);
  if (file.rows.length > MAX_SQUAD_IMPORT_ROWS) fileProblems.push(TOO_MANY_ROWS);
  if (file.rows.length === 0) fileProblems.push('The file has no athletes.');
  if (fileProblems.length > 0) return { fileProblems, rows: [] };
  const firstLineOf = new Map<number, number>();
  const rows = file.rows.map((row) => {
    const check = checkRow(row, header, context);
    const shirt = check.athlete?.shirtNumber;
    if (shirt != null) {
      const first = firstLineOf.get(shirt);
      if (first !== undefined)
        check.problems.push(`Shirt number ${shirt} is also on row ${first}.`);
      else firstLineOf.set(shirt, row.line);
    }
    if (check.problems.length > 0) check.athlete = null;
    return check;
  });
  return { fileProblems, rows };
}

function checkRow(
  row: SquadCsv['rows'][number],
  header: string[],
  context: SquadContext,
): SquadRowCheck {
  const cell = (column: SquadCsvColumn) => row.cells[header.indexOf(column)] ?? '';
  const name = cell('name').trim();
  const problems: string[] = [];
  if (row.cells.length !== header.length)
    problems.push(
      `Row ${row.line} has ${row.cells.length} cells; the header has ${header.length}.`,
    );
  for (const column of SQUAD_CSV_COLUMNS) {
    if (FORMULA_START.test(cell(column)))
      problems.push(
        `Row ${row.line}, column ${column}: a value may not start with =, +, -, @, a tab or a carriage return.`,
      );
  }
  if (problems.length > 0) return { line: row.line, name, athlete: null, problems };
  const athlete: SquadRow = {
    name,
    preferredName: cell('preferred_name').trim() || null,
    shirtNumber: numberOrNull(cell('shirt_number')),
    position: choiceOf(cell('position'), context.positions),
    dateOfBirth: cell('date_of_birth').trim() || null,
    deviceSerials: listItems(cell('device_serials')),
    maxHeartRateBpm: numberOrNull(cell('max_heart_rate_bpm')),
    topSpeedReferenceKph: numberOrNull(cell('top_speed_reference_kph')),
    groups: listItems(cell('groups')).map((group) => choiceOf(group, context.groups) ?? group),
  };
  problems.push(...athleteFieldProblems(athlete, context.today).map((p) => p.message));
  const position = cell('position').trim();
  if (position && athlete.position === null)
    problems.push(`Position '${position}' is not one of: ${context.positions.join(', ')}.`);
  for (const group of athlete.groups) {
    if (!context.groups.includes(group)) problems.push(`Group '${group}' does not exist.`);
  }
  const wearer =
    athlete.shirtNumber === null ? undefined : context.shirtNumbersTaken.get(athlete.shirtNumber);
  if (wearer !== undefined)
    problems.push(`Shirt number ${athlete.shirtNumber} is worn by ${wearer}.`);
  return { line: row.line, name, athlete, problems };
}

/** A cell's number; NaN for text that is not one (the field's rule then says what is wanted). */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : NaN;
}

/** The club's spelling of a name, matched without regard to case. */
function choiceOf(text: string, choices: readonly string[]): string | null {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return null;
  return choices.find((choice) => choice.toLowerCase() === wanted) ?? null;
}
