import type { MembershipRole } from '@touchline/domain';
import type { GraphQLContext } from '../../context.js';
import type { ClubRow, MembershipRow } from '../../db/rows.js';
import { clubNotFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/ids.js';

/** Memberships that count: a pending member has no access to anything yet. */
export async function approvedMemberships(ctx: GraphQLContext): Promise<MembershipRow[]> {
  const all = await ctx.loaders.membershipsByPersonId.load(ctx.viewer.personId);
  return all.filter((membership) => membership.status === 'approved');
}

export async function approvedMembership(
  ctx: GraphQLContext,
  clubId: string,
  role?: MembershipRole,
): Promise<MembershipRow | null> {
  const memberships = await approvedMemberships(ctx);
  return (
    memberships.find(
      (membership) => membership.clubId === clubId && (!role || membership.role === role),
    ) ?? null
  );
}

/**
 * The club when the viewer is an approved member; otherwise the same
 * NOT_FOUND as for a club that does not exist, so existence never leaks.
 */
export async function memberClub(ctx: GraphQLContext, clubId: string): Promise<ClubRow> {
  if (!isUuid(clubId) || !(await approvedMembership(ctx, clubId))) throw clubNotFound();
  const club = await ctx.loaders.clubById.load(clubId);
  if (!club) throw clubNotFound();
  return club;
}
