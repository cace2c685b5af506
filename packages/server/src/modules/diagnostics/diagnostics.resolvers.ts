import type { Resolvers } from '../../generated/graphql.js';
import { signTrackerUnlock } from './secureMessage.service.js';

export const diagnosticsResolvers: Resolvers = {
  Query: {
    device: (_parent, args, ctx) => signTrackerUnlock(ctx, args),
  },
};
