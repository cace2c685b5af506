import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { ClubRow } from '../../db/rows.js';
import { clubs, memberships } from '../../db/schema.js';
import { done, failed, type Outcome } from '../../errors/mutationOutcome.js';
import { joinPath } from './inviteTokens.js';
import { announceMembersChanged } from './membersEvents.js';

export const JOIN_LINK_INVALID =
  'This join link does not work any more. Ask your coach for the club’s current link.';

/** A new join code for the club; whoever holds the old link can no longer join with it. */
export async function renewJoinLink(ctx: GraphQLContext, clubId: string): Promise<Outcome<string>> {
  const club = await authorize(ctx.access, 'Create', inClub(clubId, 'Membership'));
  const code = randomBytes(16).toString('base64url');
  return ctx.db.transaction(async (tx) => {
    await tx.update(clubs).set({ joinCode: code }).where(eq(clubs.id, club.id));
    await announceMembersChanged(tx, club.id);
    return done(joinPath(code));
  });
}

/** The club whose join link has this code, if it still works. */
export async function clubOfJoinCode(db: Db, code: string): Promise<ClubRow | null> {
  if (!code) return null;
  const [club] = await db.select().from(clubs).where(eq(clubs.joinCode, code));
  return club ?? null;
}

/**
 * The person asks to join the club of the code: they wait, as an athlete,
 * for a coach's approval. A member of the club already stays as they are.
 */
export async function joinClub(db: Db, personId: string, code: string): Promise<Outcome<ClubRow>> {
  const club = await clubOfJoinCode(db, code);
  if (!club) return failed([{ path: ['code'], message: JOIN_LINK_INVALID }]);
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.clubId, club.id), eq(memberships.personId, personId)));
    if (!known) {
      await tx
        .insert(memberships)
        .values({ clubId: club.id, personId, role: 'athlete', status: 'pending' });
      await announceMembersChanged(tx, club.id);
    }
    return done(club);
  });
}
