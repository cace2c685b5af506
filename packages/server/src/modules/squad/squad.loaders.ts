import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import { byIdLoader } from '../../db/byIdLoader.js';
import type { Db } from '../../db/database.js';
import { groupBy } from '../../db/loaderRows.js';
import type { AthleteRow } from '../../db/rows.js';
import { athleteGroupMembers, athleteGroups, athletes, positions } from '../../db/tables.js';
import { nameOrder } from '../sessionReports/index.js';

type PositionRow = typeof positions.$inferSelect;

/** The squad's athletes, groups and positions: batched per request. */
export function createSquadLoaders(db: Db) {
  return {
    athleteById: byIdLoader(db, athletes),
    athleteGroupById: byIdLoader(db, athleteGroups),
    positionById: byIdLoader(db, positions),
    /** Every athlete of the club, archived ones too, by name. */
    squadByClubId: new DataLoader<string, AthleteRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(athletes)
        .where(inArray(athletes.clubId, [...ids]));
      rows.sort((a, b) => nameOrder.compare(a.name, b.name));
      return groupBy(ids, rows, (row) => row.clubId);
    }),
    positionsByClubId: new DataLoader<string, PositionRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(positions)
        .where(inArray(positions.clubId, [...ids]));
      rows.sort((a, b) => nameOrder.compare(a.name, b.name));
      return groupBy(ids, rows, (row) => row.clubId);
    }),
    groupIdsByAthleteId: new DataLoader<string, string[]>(async (ids) => {
      const rows = await db
        .select({ athleteId: athleteGroupMembers.athleteId, groupId: athleteGroupMembers.groupId })
        .from(athleteGroupMembers)
        .where(inArray(athleteGroupMembers.athleteId, [...ids]));
      return groupBy(ids, rows, (row) => row.athleteId).map((group) =>
        group.map((row) => row.groupId),
      );
    }),
  };
}
