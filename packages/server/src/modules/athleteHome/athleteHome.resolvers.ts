import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { Resolvers } from '../../generated/graphql.js';
import { athleteHome } from './athleteHome.service.js';

export const athleteHomeResolvers: Resolvers = {
  Club: {
    // The asker's own athlete record of the club: there is no argument to name anyone else's.
    myAthleteHome: async (club, _args, ctx) => {
      const { id: clubId } = await authorize(ctx.access, 'Show', inClub(club.id));
      const membership = await ctx.access.membership(clubId, 'athlete');
      if (!membership?.athleteId) return null;
      return athleteHome(ctx, clubId, membership.athleteId);
    },
  },
  AthleteLoadWeek: {
    startTime: (week) => week.startTime.toISOString(),
    endTime: (week) => week.endTime.toISOString(),
  },
};
