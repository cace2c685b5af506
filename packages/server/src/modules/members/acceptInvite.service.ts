import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { ClubRow } from '../../db/rows.js';
import { athletes, clubs, invites, memberships } from '../../db/schema.js';
import { InvalidInputError } from '../../errors/InvalidInputError.js';
import { done, failed, failureIssues, type Outcome } from '../../errors/mutationOutcome.js';
import { inviteTokenHash, inviteTokenMatches } from './inviteTokens.js';
import type { InviteRow } from './memberRows.js';
import { ensureAthleteRecord } from './memberships.service.js';
import { announceMembersChanged } from './membersEvents.js';

export const INVITE_INVALID =
  'This invite link does not work: it was used, revoked or has expired. Ask your coach for a new one.';
const ATHLETE_TAKEN =
  'The athlete record of this invite belongs to someone else now. Ask your coach for a new invite.';
const ALREADY_AN_ATHLETE =
  'You have an athlete record in this club already. Ask your coach for a new invite.';

/** The invite whose link this is, while it works, with its club. */
export async function openInviteOf(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ invite: InviteRow; club: ClubRow } | null> {
  if (!token) return null;
  const [row] = await db
    .select({ invite: invites, club: clubs })
    .from(invites)
    .innerJoin(clubs, eq(clubs.id, invites.clubId))
    .where(eq(invites.tokenHash, inviteTokenHash(token)));
  if (!row || !inviteTokenMatches(row.invite.tokenHash, token)) return null;
  if (row.invite.usedAt || row.invite.expiresAt <= now) return null;
  return row;
}

/**
 * The person accepts an invite: approved in its role (an athlete with their
 * athlete record, the invite's one taken over), the invite used. All or
 * nothing; an invite works once, even when two accept at the same time.
 */
export async function acceptInvite(
  db: Db,
  personId: string,
  token: string,
  now = new Date(),
): Promise<Outcome<ClubRow>> {
  const open = await openInviteOf(db, token, now);
  if (!open) return failed([{ path: ['token'], message: INVITE_INVALID }]);
  const { invite, club } = open;
  try {
    await db.transaction((tx) => takeUp(tx, invite, personId, now));
  } catch (failure) {
    return failed(failureIssues(failure, ['token']));
  }
  return done(club);
}

async function takeUp(tx: Db, invite: InviteRow, personId: string, now: Date) {
  const [used] = await tx
    .update(invites)
    .set({ usedAt: now })
    .where(and(eq(invites.id, invite.id), isNull(invites.usedAt)))
    .returning({ id: invites.id });
  if (!used) throw new InvalidInputError(INVITE_INVALID);
  await claimAthlete(tx, invite, personId);
  const club = { id: invite.clubId };
  await tx
    .delete(memberships)
    .where(
      and(
        eq(memberships.clubId, club.id),
        eq(memberships.personId, personId),
        ne(memberships.status, 'approved'),
      ),
    );
  await tx
    .insert(memberships)
    .values({ clubId: club.id, personId, role: invite.role, status: 'approved' })
    .onConflictDoNothing();
  if (invite.role === 'athlete') await ensureAthleteRecord(tx, club.id, personId);
  await announceMembersChanged(tx, club.id);
}

/** The invite's athlete record becomes the person's; refused when it cannot. */
async function claimAthlete(tx: Db, invite: InviteRow, personId: string) {
  if (!invite.athleteId) return;
  const [own] = await tx
    .select({ id: athletes.id })
    .from(athletes)
    .where(and(eq(athletes.clubId, invite.clubId), eq(athletes.personId, personId)));
  if (own && own.id !== invite.athleteId) throw new InvalidInputError(ALREADY_AN_ATHLETE);
  const [claimed] = await tx
    .update(athletes)
    .set({ personId })
    .where(and(eq(athletes.id, invite.athleteId), isNull(athletes.personId)))
    .returning({ id: athletes.id });
  if (!claimed && !own) throw new InvalidInputError(ATHLETE_TAKEN);
}
