import {
  SURVEY_COLUMN_IDS,
  type DatasetColumn,
  type EncodedColumn,
  type EncodedTable,
} from '@touchline/domain';
import type { Access } from '../../access/Access.js';

const surveyColumns: ReadonlySet<string> = new Set(SURVEY_COLUMN_IDS);

/**
 * A dataset's table as the person may read it. Survey answers are health
 * data: the club's staff read every row of the survey columns, an athlete
 * only their own rows (everyone else's are null); the rest of the table is
 * the squad's, as the club shares it. The one place every output of a table
 * (GraphQL, downloads) goes through, or visibleEncodedTable for the Arrow
 * table; the stored columns are never changed.
 */
export async function visibleTable(
  access: Access,
  clubId: string,
  columns: DatasetColumn[],
): Promise<DatasetColumn[]> {
  if (await access.membership(clubId, 'staff')) return columns;
  const own = new Set(await ownAthleteIds(access, clubId));
  const athleteIds = columns.find((column) => column.id === 'athlete_id')?.rows ?? [];
  const isOwn = (row: number) => own.has(athleteIds[row] as string);
  return columns.map((column) =>
    surveyColumns.has(column.id)
      ? { ...column, rows: column.rows.map((value, row) => (isOwn(row) ? value : null)) }
      : column,
  );
}

/**
 * The same rule for an encoded table (the Arrow route's): null (NaN) survey
 * cells in the rows of athletes other than the person's own. Null when the
 * person reads the table as stored (staff), without reading it.
 */
export async function visibleEncodedTable(
  access: Access,
  clubId: string,
  read: () => EncodedTable,
): Promise<EncodedTable | null> {
  if (await access.membership(clubId, 'staff')) return null;
  const table = read();
  const own = new Set(await ownAthleteIds(access, clubId));
  const athleteIds = table.column('athlete_id');
  const isOwn = new Uint8Array(table.rowCount);
  if (athleteIds?.kind === 'text') {
    const ownCodes = athleteIds.dictionary.map((id) => own.has(id));
    for (let r = 0; r < table.rowCount; r++) isOwn[r] = ownCodes[athleteIds.codes[r]!] ? 1 : 0;
  }
  const masked = new Map<string, EncodedColumn>();
  for (const id of table.columns.keys()) {
    const column = table.column(id);
    if (!column || !surveyColumns.has(id)) continue;
    if (column.kind !== 'number') throw new Error(`survey column ${id} is not a number column`);
    const values = column.values.map((value, row) => (isOwn[row] ? value : NaN));
    masked.set(id, { kind: 'number', values });
  }
  return { ...table, column: (id) => masked.get(id) ?? table.column(id) };
}

/** The person's athlete records in the club (none unless an approved athlete of it). */
async function ownAthleteIds(access: Access, clubId: string): Promise<string[]> {
  if (!access.personId || !(await access.membership(clubId, 'athlete'))) return [];
  const athletes = await access.loaders.athletesByPersonId.load(access.personId);
  return athletes.filter((athlete) => athlete.clubId === clubId).map((athlete) => athlete.id);
}
