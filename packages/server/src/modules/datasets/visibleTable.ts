import { SURVEY_COLUMN_IDS, type DatasetColumn } from '@touchline/domain';
import type { Access } from '../../access/Access.js';

const surveyColumns: ReadonlySet<string> = new Set(SURVEY_COLUMN_IDS);

/**
 * A dataset's table as the person may read it. Survey answers are health
 * data: the club's staff read every row of the survey columns, an athlete
 * only their own rows (everyone else's are null); the rest of the table is
 * the squad's, as the club shares it. The one place every output of a table
 * (GraphQL, downloads) goes through; the stored columns are never changed.
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

/** The person's athlete records in the club (none unless an approved athlete of it). */
async function ownAthleteIds(access: Access, clubId: string): Promise<string[]> {
  if (!access.personId || !(await access.membership(clubId, 'athlete'))) return [];
  const athletes = await access.loaders.athletesByPersonId.load(access.personId);
  return athletes.filter((athlete) => athlete.clubId === clubId).map((athlete) => athlete.id);
}
