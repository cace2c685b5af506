import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { Resolvers } from '../../generated/graphql.js';

export const featuresResolvers: Resolvers = {
  Query: {
    feature: async (_parent, { clubId, name }, ctx) => {
      const club = await authorize(ctx.access, 'Show', inClub(clubId));
      const switches = await ctx.loaders.featureSwitchesByClubId.load(club.id);
      return { name, enabled: switches.get(name) ?? false };
    },
  },
};
