import { initialsOf, type MembershipRole } from '@touchline/domain';
import { and, count, eq, ne } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { athletes, memberships, persons } from '../../db/schema.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import type { MemberRole } from '../../generated/graphql.js';
import { clubMember } from './clubMembers.js';
import type { ClubMemberRow, MembershipRow } from './memberRows.js';
import { membershipSubject } from './memberSubjects.js';
import { announceMembersChanged } from './membersEvents.js';

export const LAST_ADMIN = 'A club needs at least one admin.';

/** The athlete record of a person in a club, made from their name when missing. */
export async function ensureAthleteRecord(tx: Db, clubId: string, personId: string) {
  const [person] = await tx.select().from(persons).where(eq(persons.id, personId));
  if (!person) throw new Error(`Person ${personId} is gone`);
  await tx
    .insert(athletes)
    .values({ clubId, personId, name: person.name, initials: initialsOf(person.name) })
    .onConflictDoNothing();
}

/** Whether the membership is the club's only admin (the admins' rows locked until commit). */
async function isLastAdmin(tx: Db, membership: MembershipRow): Promise<boolean> {
  if (!membership.admin || membership.status !== 'approved') return false;
  const admins = and(
    eq(memberships.clubId, membership.clubId),
    eq(memberships.admin, true),
    eq(memberships.status, 'approved'),
  );
  await tx.select({ id: memberships.id }).from(memberships).where(admins).for('update');
  const [others] = await tx
    .select({ admins: count() })
    .from(memberships)
    .where(and(admins, ne(memberships.id, membership.id)));
  return (others?.admins ?? 0) === 0;
}

/** A waiting person becomes a member in their role (an athlete with their athlete record). */
export async function approveMember(
  ctx: GraphQLContext,
  id: string,
): Promise<Outcome<ClubMemberRow>> {
  const membership = await authorize(ctx.access, 'Edit', membershipSubject(id));
  if (membership.status !== 'pending') {
    return failed([{ path: ['id'], message: 'This person is a member already.' }]);
  }
  return ctx.db.transaction(async (tx) => {
    await tx.update(memberships).set({ status: 'approved' }).where(eq(memberships.id, id));
    if (membership.role === 'athlete') {
      await ensureAthleteRecord(tx, membership.clubId, membership.personId);
    }
    await announceMembersChanged(tx, membership.clubId);
    return done(await clubMember(tx, id));
  });
}

/** A waiting person's request is turned down: the request goes. */
export async function declineMember(ctx: GraphQLContext, id: string): Promise<Outcome<string>> {
  const membership = await authorize(ctx.access, 'Edit', membershipSubject(id));
  if (membership.status !== 'pending') {
    return failed([
      { path: ['id'], message: 'This person is a member already: remove them instead.' },
    ]);
  }
  return ctx.db.transaction(async (tx) => {
    await tx.delete(memberships).where(eq(memberships.id, id));
    await announceMembersChanged(tx, membership.clubId);
    return done(id);
  });
}

const ROLE_NAMES: Record<MembershipRole, string> = { staff: 'staff', athlete: 'athlete' };

/** Club admins change an approved member's role among admin, staff and athlete. */
export async function updateMemberRole(
  ctx: GraphQLContext,
  id: string,
  role: MemberRole,
): Promise<Outcome<ClubMemberRow>> {
  const membership = await authorize(ctx.access, 'Update', membershipSubject(id));
  if (membership.status !== 'approved') {
    return failed([{ path: ['id'], message: 'Approve this person before changing their role.' }]);
  }
  const next = { role: role === 'athlete' ? 'athlete' : 'staff', admin: role === 'admin' } as const;
  return ctx.db.transaction(async (tx) => {
    if (!next.admin && (await isLastAdmin(tx, membership))) {
      return failed([{ path: ['role'], message: LAST_ADMIN }]);
    }
    if (next.role !== membership.role) {
      const [other] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            eq(memberships.clubId, membership.clubId),
            eq(memberships.personId, membership.personId),
            eq(memberships.role, next.role),
          ),
        );
      if (other) {
        return failed([
          { path: ['role'], message: `This person is ${ROLE_NAMES[next.role]} already.` },
        ]);
      }
    }
    await tx.update(memberships).set(next).where(eq(memberships.id, id));
    if (next.role === 'athlete') {
      await ensureAthleteRecord(tx, membership.clubId, membership.personId);
    }
    await announceMembersChanged(tx, membership.clubId);
    return done(await clubMember(tx, id));
  });
}

/** Club admins remove a member; their athlete record and its history stay with the club. */
export async function removeMember(ctx: GraphQLContext, id: string): Promise<Outcome<string>> {
  const membership = await authorize(ctx.access, 'Update', membershipSubject(id));
  return ctx.db.transaction(async (tx) => {
    if (await isLastAdmin(tx, membership)) return failed([{ path: ['id'], message: LAST_ADMIN }]);
    await tx.delete(memberships).where(eq(memberships.id, id));
    await announceMembersChanged(tx, membership.clubId);
    return done(id);
  });
}
