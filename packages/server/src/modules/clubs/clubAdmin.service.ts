import { initialsOf, type FeatureFlag, type MembershipRole } from '@touchline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { ClubRow } from '../../db/rows.js';
import { athletes, clubs, featureSwitches, memberships } from '../../db/schema.js';
import { publishEvent } from '../../pubsub/touchlineEvents.js';
import { findPersonByEmail } from '../people/index.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';

// Administration from the CLI. Each change that the app shell shows is
// published, so open browsers update without reloading.

export async function findClubByName(db: Db, name: string): Promise<ClubRow> {
  const [club] = await db
    .select()
    .from(clubs)
    .where(sql`lower(${clubs.name}) = lower(${name.trim()})`);
  if (!club) throw new InvalidInputError(`There is no club named "${name}".`);
  return club;
}

/** Suspends or reactivates a club, inside the caller's transaction. */
export async function writeClubSuspended(tx: Db, clubId: string, suspended: boolean) {
  await tx.update(clubs).set({ suspended }).where(eq(clubs.id, clubId));
}

/** Switches one of a club's features on or off, inside the caller's transaction. */
export async function writeFeatureSwitch(
  tx: Db,
  clubId: string,
  name: FeatureFlag,
  enabled: boolean,
) {
  await tx
    .insert(featureSwitches)
    .values({ clubId, name, enabled })
    .onConflictDoUpdate({
      target: [featureSwitches.clubId, featureSwitches.name],
      set: { enabled },
    });
}

export async function setClubSuspended(db: Db, club: ClubRow, suspended: boolean) {
  await db.transaction(async (tx) => {
    await writeClubSuspended(tx, club.id, suspended);
    await publishEvent(tx, { topic: 'clubUpdated', clubId: club.id });
  });
}

export async function setFeatureSwitch(db: Db, club: ClubRow, name: FeatureFlag, enabled: boolean) {
  await db.transaction(async (tx) => {
    await writeFeatureSwitch(tx, club.id, name, enabled);
    await publishEvent(tx, { topic: 'clubUpdated', clubId: club.id });
  });
}

/** Adds (or re-approves) a membership, staff as admins when asked; an athlete also gets the club's athlete record. */
export async function addMember(
  db: Db,
  club: ClubRow,
  member: { email: string; role: MembershipRole; pending: boolean; admin?: boolean },
) {
  const person = await findPersonByEmail(db, member.email);
  if (!person) throw new InvalidInputError(`There is no account for ${member.email}.`);
  const status = member.pending ? 'pending' : 'approved';
  const admin = member.role === 'staff' && (member.admin ?? false);
  await db.transaction(async (tx) => {
    await tx
      .insert(memberships)
      .values({ clubId: club.id, personId: person.id, role: member.role, status, admin })
      .onConflictDoUpdate({
        target: [memberships.personId, memberships.clubId, memberships.role],
        set: { status, admin },
      });
    if (member.role === 'athlete') {
      await tx
        .insert(athletes)
        .values({
          clubId: club.id,
          personId: person.id,
          name: person.name,
          initials: initialsOf(person.name),
        })
        .onConflictDoNothing();
    }
    await publishEvent(tx, { topic: 'clubUpdated', clubId: club.id });
  });
  return person;
}
