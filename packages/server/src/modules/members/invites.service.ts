import { and, eq, isNull } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import { normaliseEmail } from '../../auth/signIn.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { athletes, invites, memberships } from '../../db/schema.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import type { InviteMemberInput, InviteOutcome } from '../../generated/graphql.js';
import { findPersonByEmail, isEmailAddress } from '../people/index.js';
import { INVITE_LIFETIME_MS, invitePath, inviteTokenHash, newInviteToken } from './inviteTokens.js';
import type { InviteRow } from './memberRows.js';
import { inviteSubject } from './memberSubjects.js';
import { announceMembersChanged } from './membersEvents.js';

export interface InviteAnswer {
  outcome: InviteOutcome;
  invite: InviteRow | null;
  invitePath: string | null;
}

/** A fresh secret for the invite: its digest to store, its link to answer once. */
function freshLink(now: Date) {
  const token = newInviteToken();
  return {
    stored: {
      tokenHash: inviteTokenHash(token),
      expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
    },
    path: invitePath(token),
  };
}

/** The athlete record to take over: the club's, without an account. */
async function claimableAthlete(db: Db, clubId: string, athleteId: string) {
  const [athlete] = await db
    .select()
    .from(athletes)
    .where(and(eq(athletes.id, athleteId), eq(athletes.clubId, clubId)));
  return athlete ?? null;
}

/** What inviting this address means for the club, before anything is made. */
async function outcomeFor(
  db: Db,
  clubId: string,
  email: string,
  claiming: boolean,
): Promise<InviteOutcome> {
  if (!email) return 'NO_EMAIL';
  const person = await findPersonByEmail(db, email);
  if (!person) return claiming ? 'NEW_CLAIMABLE_ATHLETE' : 'NEW_USER';
  const [membership] = await db
    .select({ status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.clubId, clubId), eq(memberships.personId, person.id)));
  if (membership?.status === 'approved') return 'ALREADY_LINKED';
  if (membership?.status === 'pending') return 'PENDING_MEMBER';
  return claiming ? 'SIGN_IN_REQUIRED' : 'LINK_TO_NEW_CLUB';
}

/** Staff invite someone as staff or athlete, by e-mail or with a link to hand over. */
export async function inviteMember(
  ctx: GraphQLContext,
  input: InviteMemberInput,
  now = new Date(),
): Promise<Outcome<InviteAnswer>> {
  const club = await authorize(ctx.access, 'Create', inClub(input.clubId, 'Membership'));
  const email = normaliseEmail(input.email ?? '');
  if (email && !isEmailAddress(email)) {
    return failed([{ path: ['input', 'email'], message: `${email} is not an e-mail address.` }]);
  }
  const athlete = input.athleteId ? await claimableAthlete(ctx.db, club.id, input.athleteId) : null;
  if (input.athleteId) {
    if (!athlete) return failed([{ path: ['input', 'athleteId'], message: 'Athlete not found' }]);
    if (input.role !== 'athlete') {
      return failed([
        { path: ['input', 'role'], message: 'Only an athlete can take over an athlete record.' },
      ]);
    }
    if (athlete.personId)
      return done({ outcome: 'ALREADY_LINKED', invite: null, invitePath: null });
  }
  const outcome = await outcomeFor(ctx.db, club.id, email, !!athlete);
  if (outcome === 'ALREADY_LINKED' || outcome === 'PENDING_MEMBER') {
    return done({ outcome, invite: null, invitePath: null });
  }
  const link = freshLink(now);
  return ctx.db.transaction(async (tx) => {
    const [invite] = await tx
      .insert(invites)
      .values({
        clubId: club.id,
        email,
        role: input.role,
        athleteId: athlete?.id ?? null,
        invitedById: ctx.access.personId,
        ...link.stored,
      })
      .returning();
    await announceMembersChanged(tx, club.id);
    return done({ outcome, invite: invite!, invitePath: link.path });
  });
}

/** A new link for an unused invite, valid 7 more days; the old one stops working. */
export async function renewInviteLink(
  ctx: GraphQLContext,
  id: string,
  now = new Date(),
): Promise<Outcome<{ invite: InviteRow; invitePath: string }>> {
  const invite = await authorize(ctx.access, 'Create', inviteSubject(id));
  const link = freshLink(now);
  return ctx.db.transaction(async (tx) => {
    const [renewed] = await tx
      .update(invites)
      .set(link.stored)
      .where(and(eq(invites.id, invite.id), isNull(invites.usedAt)))
      .returning();
    if (!renewed) return failed([{ path: ['id'], message: 'This invite was used already.' }]);
    await announceMembersChanged(tx, invite.clubId);
    return done({ invite: renewed, invitePath: link.path });
  });
}

/** The invite's link stops working. */
export async function revokeInvite(ctx: GraphQLContext, id: string): Promise<Outcome<string>> {
  const invite = await authorize(ctx.access, 'Create', inviteSubject(id));
  return ctx.db.transaction(async (tx) => {
    await tx.delete(invites).where(eq(invites.id, invite.id));
    await announceMembersChanged(tx, invite.clubId);
    return done(invite.id);
  });
}
