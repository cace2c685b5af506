import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { AthleteRow } from '../../db/rows.js';
import { athletes, invites, memberships, persons } from '../../db/schema.js';
import type { ClubMemberRow, InviteRow } from './memberRows.js';

const memberColumns = {
  id: memberships.id,
  clubId: memberships.clubId,
  name: persons.name,
  email: persons.email,
  role: memberships.role,
  admin: memberships.admin,
  status: memberships.status,
  since: memberships.createdAt,
};

const asMember = ({ status, ...row }: { status: string } & Omit<ClubMemberRow, 'pending'>) => ({
  ...row,
  pending: status === 'pending',
});

/** A club's approved members by name, or those waiting for approval, oldest first. */
export async function clubMembers(
  db: Db,
  clubId: string,
  status: 'approved' | 'pending',
): Promise<ClubMemberRow[]> {
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(persons, eq(persons.id, memberships.personId))
    .where(and(eq(memberships.clubId, clubId), eq(memberships.status, status)))
    .orderBy(status === 'approved' ? asc(persons.name) : asc(memberships.createdAt));
  return rows.map(asMember);
}

/** One membership with its person, as the Members screen shows it. */
export async function clubMember(db: Db, membershipId: string): Promise<ClubMemberRow> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(persons, eq(persons.id, memberships.personId))
    .where(eq(memberships.id, membershipId));
  if (!row) throw new Error(`Membership ${membershipId} is gone`);
  return asMember(row);
}

/** Invites not used yet, newest first (expired ones too, to renew or revoke). */
export function openInvites(db: Db, clubId: string): Promise<InviteRow[]> {
  return db
    .select()
    .from(invites)
    .where(and(eq(invites.clubId, clubId), isNull(invites.usedAt)))
    .orderBy(desc(invites.createdAt));
}

/** Current athletes without an account, by name. */
export function unclaimedAthletes(db: Db, clubId: string): Promise<AthleteRow[]> {
  return db
    .select()
    .from(athletes)
    .where(and(eq(athletes.clubId, clubId), isNull(athletes.personId), isNull(athletes.archivedAt)))
    .orderBy(asc(athletes.name));
}

/** Whether an invite's link still works at `now`. */
export const inviteIsOpen = (invite: InviteRow, now = new Date()) =>
  invite.usedAt === null && invite.expiresAt > now;
