import type { AthleteRow, ClubRow } from '../../db/rows.js';
import type { athleteGroups } from '../../db/tables.js';
import { inClub } from '../../access/inClub.js';
import type { Subject } from '../../access/Subject.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import { isUuid } from '../../graphql/ids.js';

type AthleteGroupRow = typeof athleteGroups.$inferSelect;

/** A club's squad: its staff list, add, change and import athletes. */
export const squadOf = (clubId: string): Subject<ClubRow> => inClub(clubId, 'Squad');

/** An athlete as a part of their club's squad: another club's answers like an unknown id. */
export function squadAthleteSubject(athleteId: string): Subject<AthleteRow> {
  return {
    type: 'Squad',
    find: async (access) => (isUuid(athleteId) ? access.loaders.athleteById.load(athleteId) : null),
    factsOf: (row) => ({ clubId: row.clubId }),
    notFound: () => new TouchlineError('ATHLETE_NOT_FOUND'),
  };
}

/** A group of athletes of a club. */
export function athleteGroupSubject(groupId: string): Subject<AthleteGroupRow> {
  return {
    type: 'AthleteGroup',
    find: async (access) =>
      isUuid(groupId) ? access.loaders.athleteGroupById.load(groupId) : null,
    factsOf: (row) => ({ id: row.id, clubId: row.clubId }),
    notFound: () => new TouchlineError('ATHLETE_GROUP_NOT_FOUND'),
  };
}
