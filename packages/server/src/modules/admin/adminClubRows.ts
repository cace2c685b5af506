import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { isUuid } from '../../graphql/ids.js';
import type { ClubRow } from '../../db/rows.js';
import { clubs } from '../../db/schema.js';

/** A club as provider staff see it: the row with its approved members and its sessions counted. */
export type AdminClubRow = ClubRow & { membersCount: number; sessionsCount: number };

const MAX_SEARCH = 100;

/** Every club whose name or sport contains `search` (all of them without one), by name. */
export function adminClubRows(db: Db, search?: string | null): Promise<AdminClubRow[]> {
  const term = (search ?? '').trim().slice(0, MAX_SEARCH).toLowerCase();
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return selectClubs(
    db,
    term
      ? sql`(lower(${clubs.name}) like ${pattern} or replace(${clubs.sport}::text, '_', ' ') like ${pattern} or ${clubs.sport}::text like ${pattern})`
      : undefined,
  );
}

/** One club as provider staff see it; undefined for an unknown id. */
export async function adminClubRow(db: Db, clubId: string): Promise<AdminClubRow | undefined> {
  if (!isUuid(clubId)) return undefined;
  const [row] = await selectClubs(db, eq(clubs.id, clubId));
  return row;
}

function selectClubs(db: Db, where: SQL | undefined): Promise<AdminClubRow[]> {
  return db
    .select({
      ...clubColumns,
      // Written out in full: Drizzle leaves columns unqualified in a select's own SQL.
      membersCount: sql<number>`(select count(*)::int from memberships
        where memberships.club_id = clubs.id and memberships.status = 'approved')`,
      sessionsCount: sql<number>`(select count(*)::int from sessions
        where sessions.club_id = clubs.id)`,
    })
    .from(clubs)
    .where(where)
    .orderBy(asc(clubs.name));
}

const clubColumns = {
  id: clubs.id,
  name: clubs.name,
  sport: clubs.sport,
  suspended: clubs.suspended,
  organisationId: clubs.organisationId,
  timeZone: clubs.timeZone,
  defaultUnitSystem: clubs.defaultUnitSystem,
  segmentTitles: clubs.segmentTitles,
  joinCode: clubs.joinCode,
  wellnessFlagStandardDeviations: clubs.wellnessFlagStandardDeviations,
  wellnessFlagBaselineDays: clubs.wellnessFlagBaselineDays,
  createdAt: clubs.createdAt,
};
