import type { GraphQLContext } from '../../context.js';
import type { ParticipationRow } from './sessionReportRows.js';

/**
 * Processing warnings are for the club's staff (they name files and what is
 * wrong in them, whoever uploaded them).
 */
export function readsClubWarnings(ctx: GraphQLContext, clubId: string): Promise<boolean> {
  return ctx.access.can('Show', 'ProcessingWarning', { clubId });
}

/** Staff read every participation's warnings; an athlete those about their own data. */
export function readsParticipationWarnings(
  ctx: GraphQLContext,
  participation: ParticipationRow,
): Promise<boolean> {
  return ctx.access.can('Show', 'ProcessingWarning', {
    clubId: participation.clubId,
    athleteId: participation.athleteId,
  });
}
