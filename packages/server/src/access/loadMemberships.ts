import type { MembershipRole, MembershipStatus } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { athletes, memberships } from '../db/schema.js';

/** One of a person's memberships, with the athlete record it is for an athlete. */
export interface ViewerMembership {
  id: string;
  clubId: string;
  role: MembershipRole;
  status: MembershipStatus;
  athleteId: string | null;
  /** A club admin (role staff): manages members and the club's settings. */
  admin: boolean;
}

/**
 * Every membership of a person, pending ones included, in one query: the
 * only place that reads memberships to decide access.
 */
export async function loadMemberships(db: Db, personId: string): Promise<ViewerMembership[]> {
  const rows = await db
    .select({
      id: memberships.id,
      clubId: memberships.clubId,
      role: memberships.role,
      status: memberships.status,
      admin: memberships.admin,
      athleteId: athletes.id,
    })
    .from(memberships)
    .leftJoin(
      athletes,
      and(eq(athletes.clubId, memberships.clubId), eq(athletes.personId, memberships.personId)),
    )
    .where(eq(memberships.personId, personId));
  return rows.map((row) => ({ ...row, athleteId: row.role === 'athlete' ? row.athleteId : null }));
}
