import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { ClubRow } from '../../db/rows.js';
import { clubs, memberships } from '../../db/schema.js';

/** The clubs a person is an approved member of, by name; `nameCont` is a case-insensitive contains. */
export async function approvedClubsOf(
  db: Db,
  personId: string,
  nameCont?: string | null,
): Promise<ClubRow[]> {
  const filter = nameCont?.trim()
    ? // strpos, not LIKE: the search text is matched literally ('%' and '_' included).
      sql`strpos(lower(${clubs.name}), lower(${nameCont.trim()})) > 0`
    : undefined;
  return db
    .selectDistinct({ club: clubs })
    .from(clubs)
    .innerJoin(memberships, eq(memberships.clubId, clubs.id))
    .where(and(eq(memberships.personId, personId), eq(memberships.status, 'approved'), filter))
    .orderBy(asc(clubs.name))
    .then((rows) => rows.map((row) => row.club));
}
