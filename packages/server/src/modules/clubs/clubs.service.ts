import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { ClubRow } from '../../db/rows.js';
import { clubs } from '../../db/schema.js';

/** Some clubs (the viewer's), by name; `nameCont` is a case-insensitive contains. */
export async function clubsNamed(
  db: Db,
  clubIds: readonly string[],
  nameCont?: string | null,
): Promise<ClubRow[]> {
  if (clubIds.length === 0) return [];
  const filter = nameCont?.trim()
    ? // strpos, not LIKE: the search text is matched literally ('%' and '_' included).
      sql`strpos(lower(${clubs.name}), lower(${nameCont.trim()})) > 0`
    : undefined;
  return db
    .select()
    .from(clubs)
    .where(and(inArray(clubs.id, [...clubIds]), filter))
    .orderBy(asc(clubs.name));
}
