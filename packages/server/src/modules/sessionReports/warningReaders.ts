import type { GraphQLContext } from '../../context.js';
import { approvedMembership } from '../clubs/clubAccess.js';
import type { ParticipationRow } from './sessionReportRows.js';

/**
 * Processing warnings are for the club's staff (they name files and what is
 * wrong in them, whoever uploaded them).
 */
export async function readsClubWarnings(ctx: GraphQLContext, clubId: string): Promise<boolean> {
  return (await approvedMembership(ctx, clubId, 'staff')) !== null;
}

/** Staff read every participation's warnings; an athlete those about their own data. */
export async function readsParticipationWarnings(
  ctx: GraphQLContext,
  participation: ParticipationRow,
): Promise<boolean> {
  if (participation.athlete.personId === ctx.viewer.personId) return true;
  return readsClubWarnings(ctx, participation.clubId);
}
