import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { athletes, memberships } from '../../db/schema.js';
import { sessionParticipations } from '../../db/sessionsSchema.js';

/** The persons of the club's approved staff (coaches). */
export async function staffOf(db: Db, clubId: string): Promise<string[]> {
  return membersOf(db, clubId, 'staff');
}

/** The persons of every approved member of the club, or of one role. */
export async function membersOf(
  db: Db,
  clubId: string,
  role?: 'staff' | 'athlete',
): Promise<string[]> {
  const rows = await db
    .select({ personId: memberships.personId })
    .from(memberships)
    .where(
      and(
        eq(memberships.clubId, clubId),
        eq(memberships.status, 'approved'),
        role ? eq(memberships.role, role) : undefined,
      ),
    );
  return rows.map((row) => row.personId);
}

/** The persons of the athletes in a session (athletes without an account are left out). */
export async function athletesInSession(db: Db, sessionId: string): Promise<string[]> {
  const rows = await db
    .select({ personId: athletes.personId })
    .from(sessionParticipations)
    .innerJoin(athletes, eq(athletes.id, sessionParticipations.athleteId))
    .where(and(eq(sessionParticipations.sessionId, sessionId), isNotNull(athletes.personId)));
  return rows.map((row) => row.personId!);
}
