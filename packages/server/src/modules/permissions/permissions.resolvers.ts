import type { Resolvers } from '../../generated/graphql.js';
import { isViewerPermitted } from './permissions.service.js';

export const permissionsResolvers: Resolvers = {
  Query: {
    permission: async (_parent, { requestedAction, clubId, subject, subjectId }, ctx) => ({
      permitted: await isViewerPermitted(ctx.access, {
        action: requestedAction,
        subject,
        clubId,
        subjectId,
      }),
    }),
  },
};
