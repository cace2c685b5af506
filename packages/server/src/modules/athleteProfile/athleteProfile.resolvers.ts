import type { Resolvers } from '../../generated/graphql.js';
import { athleteProfile } from './athleteProfile.service.js';

export const athleteProfileResolvers: Resolvers = {
  Club: {
    athleteProfile: (club, { athleteId, from, to }, ctx) =>
      athleteProfile(ctx, club.id, athleteId, { from, to }),
  },
  AthleteProfile: {
    from: (profile) => profile.from.toISOString(),
    to: (profile) => profile.to.toISOString(),
    // The squad's record answers these to staff only; the profile's reader is staff or the athlete.
    position: async ({ athlete }, _args, ctx) =>
      athlete.positionId
        ? ((await ctx.loaders.positionById.load(athlete.positionId))?.name ?? null)
        : null,
    groupNames: async ({ athlete }, _args, ctx) => {
      const [groups, ids] = await Promise.all([
        ctx.loaders.athleteGroupsByClubId.load(athlete.clubId),
        ctx.loaders.groupIdsByAthleteId.load(athlete.id),
      ]);
      return groups.filter((group) => ids.includes(group.id)).map((group) => group.name);
    },
  },
};
