import type { PermissionSubject, SubjectFacts } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { flexibleReports } from '../../db/reportingSchema.js';
import { athletes, persons } from '../../db/schema.js';
import { sessions } from '../../db/sessionsSchema.js';
import { isUuid } from '../../graphql/ids.js';

type FactsLoader = (db: Db, id: string) => Promise<SubjectFacts | undefined>;

// Subjects whose table exists so far; the others arrive with their issues.
// Until then an id of theirs cannot be found, and is never permitted.
const LOADERS: Partial<Record<PermissionSubject, FactsLoader>> = {
  Athlete: async (db, id) =>
    (
      await db
        .select({ id: athletes.id, clubId: athletes.clubId })
        .from(athletes)
        .where(eq(athletes.id, id))
    )[0],
  Person: async (db, id) =>
    (await db.select({ id: persons.id }).from(persons).where(eq(persons.id, id)))[0],
  Report: async (db, id) =>
    (
      await db
        .select({ id: flexibleReports.id, clubId: flexibleReports.clubId })
        .from(flexibleReports)
        .where(eq(flexibleReports.id, id))
    )[0],
  Session: async (db, id) =>
    (
      await db
        .select({ id: sessions.id, clubId: sessions.clubId })
        .from(sessions)
        .where(eq(sessions.id, id))
    )[0],
};

/** What the policy matches against for one stored object: its id and its club, from the database. */
export async function subjectFacts(
  db: Db,
  subject: PermissionSubject,
  id: string,
): Promise<SubjectFacts | null> {
  const load = LOADERS[subject];
  if (!load || !isUuid(id)) return null;
  return (await load(db, id)) ?? null;
}
