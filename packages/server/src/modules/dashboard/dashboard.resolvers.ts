import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import type { ClubRow } from '../../db/rows.js';
import type { Resolvers } from '../../generated/graphql.js';
import { lastSession, lastThirtyDays, lastThirtyDaysSessions } from './dashboard.service.js';
import { teamWeeklyOverview } from './teamWeeklyOverview.service.js';

/** A club reached here is one the viewer may see; checked again, as every club field does. */
async function memberClubId(ctx: GraphQLContext, club: ClubRow): Promise<string> {
  return (await authorize(ctx.access, 'Show', inClub(club.id))).id;
}

export const dashboardResolvers: Resolvers = {
  Club: {
    lastSession: async (club, _args, ctx) => lastSession(ctx, await memberClubId(ctx, club)),
    lastThirtyDaysSessions: async (club, _args, ctx) =>
      lastThirtyDaysSessions(ctx, await memberClubId(ctx, club)),
    lastThirtyDays: async (club, _args, ctx) => lastThirtyDays(ctx, await memberClubId(ctx, club)),
    teamWeeklyOverview: async (club, { startTime, endTime }, ctx) =>
      teamWeeklyOverview(ctx, await memberClubId(ctx, club), startTime, endTime),
  },
  AthleteWeeklySummary: {
    totalSprintEvents: (row) =>
      row.totalSprintEvents === null ? null : Math.round(row.totalSprintEvents),
  },
};
