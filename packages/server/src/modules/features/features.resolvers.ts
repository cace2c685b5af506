import type { Resolvers } from '../../generated/graphql.js';
import { memberClub } from '../clubs/clubAccess.js';

export const featuresResolvers: Resolvers = {
  Query: {
    feature: async (_parent, { clubId, name }, ctx) => {
      const club = await memberClub(ctx, clubId);
      const switches = await ctx.loaders.featureSwitchesByClubId.load(club.id);
      return { name, enabled: switches.get(name) ?? false };
    },
  },
};
