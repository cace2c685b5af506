import { sportDefinitionOf } from '@touchline/domain';
import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { forbidden } from '../../graphql/errors.js';
import { createLoaders } from '../../loaders.js';
import { approvedMembership, memberClub } from './clubAccess.js';

export const clubsResolvers: Resolvers = {
  Query: {
    club: (_parent, { id }, ctx) => memberClub(ctx, id),
  },
  Club: {
    sportDefinition: (club) => sportDefinitionOf(club.sport),
    organisation: async (club, _args, ctx) => {
      const organisation = await ctx.loaders.organisationById.load(club.organisationId);
      if (!organisation) throw new Error(`Club ${club.id} has no organisation`);
      return { ...organisation, viaClubId: club.id };
    },
    flexibleReportsCount: (club, _args, ctx) =>
      ctx.loaders.flexibleReportsCountByClubId.load(club.id),
  },
  Organisation: {
    activeSubscription: async (organisation, _args, ctx) => {
      if (!(await approvedMembership(ctx, organisation.viaClubId, 'staff'))) {
        throw forbidden('Only club staff can manage the subscription');
      }
      return ctx.loaders.activeSubscriptionByOrganisationId.load(organisation.id);
    },
  },
  BillingSubscription: {
    subscriptionPortalUrl: (subscription) => subscription.portalUrl,
  },
  Subscription: {
    clubUpdated: {
      subscribe: async (_parent, { clubId }, ctx) => {
        await memberClub(ctx, clubId);
        return ctx.pubSub.subscribe('clubUpdated', clubId);
      },
      // Each event is answered from fresh loaders: the club changed, and the
      // viewer's membership may have too (a former member hears nothing more).
      resolve: (event: { clubId: string }, _args: unknown, ctx: GraphQLContext) =>
        memberClub({ ...ctx, loaders: createLoaders(ctx.db) }, event.clubId),
    },
  },
};
