import { isSport, isTimeZone, type Sport, type UnitSystem } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { ClubRow } from '../../db/rows.js';
import { clubs, memberships, organisations } from '../../db/schema.js';
import { done, failed, type InputIssue, type Outcome } from '../../errors/mutationOutcome.js';

/** What a new club is made of (docs/product/club-administration.md §2, §7). */
export interface NewClub {
  name: string;
  sport: string;
  timeZone: string;
  defaultUnitSystem: UnitSystem;
  /** The organisation that holds its subscription; a new one of the club's name by default. */
  organisationId?: string;
}

export const CLUB_NAME_MAX_LENGTH = 80;

/** The rules a new club's fields break, each under its field of `input`. */
export async function newClubIssues(db: Db, club: NewClub): Promise<InputIssue[]> {
  const issues: InputIssue[] = [];
  const name = club.name.trim();
  if (!name) issues.push({ path: ['input', 'name'], message: 'Name is required.' });
  else if (name.length > CLUB_NAME_MAX_LENGTH) {
    issues.push({
      path: ['input', 'name'],
      message: `Name must be at most ${CLUB_NAME_MAX_LENGTH} characters.`,
    });
  } else {
    const [taken] = await db
      .select({ id: clubs.id })
      .from(clubs)
      .where(sql`lower(${clubs.name}) = lower(${name})`);
    if (taken) issues.push({ path: ['input', 'name'], message: `A club named ${name} exists.` });
  }
  if (!isSport(club.sport)) {
    issues.push({
      path: ['input', 'sport'],
      message: `${club.sport} is not a sport Touchline knows.`,
    });
  }
  if (!isTimeZone(club.timeZone)) {
    issues.push({
      path: ['input', 'timeZone'],
      message: `${club.timeZone} is not a time zone. Choose one such as Europe/London.`,
    });
  }
  return issues;
}

/**
 * Creates a club (and its organisation, unless one is named) inside the
 * caller's transaction; the first admin, when given, is approved staff with
 * the admin flag. Nothing is written when a rule is broken.
 */
export async function createClub(
  tx: Db,
  club: NewClub,
  firstAdminPersonId?: string,
): Promise<Outcome<ClubRow>> {
  const issues = await newClubIssues(tx, club);
  if (issues.length > 0) return failed(issues);
  const name = club.name.trim();
  let organisationId = club.organisationId;
  if (!organisationId) {
    const [organisation] = await tx.insert(organisations).values({ name }).returning();
    organisationId = organisation!.id;
  }
  const [row] = await tx
    .insert(clubs)
    .values({
      name,
      sport: club.sport as Sport,
      timeZone: club.timeZone,
      defaultUnitSystem: club.defaultUnitSystem,
      organisationId,
    })
    .returning();
  if (firstAdminPersonId) {
    await tx.insert(memberships).values({
      clubId: row!.id,
      personId: firstAdminPersonId,
      role: 'staff',
      status: 'approved',
      admin: true,
    });
  }
  return done(row!);
}
