import { sportDefinitionOf } from '@touchline/domain';
import { authorize } from '../../access/authorize.js';
import { inClub } from '../../access/inClub.js';
import type { GraphQLContext } from '../../context.js';
import type { Resolvers } from '../../generated/graphql.js';
import { flexibleReportingOn } from '../flexibleReports/index.js';

export const clubsResolvers: Resolvers = {
  Query: {
    club: (_parent, { id }, ctx) => authorize(ctx.access, 'Show', inClub(id)),
  },
  Club: {
    sportDefinition: (club) => sportDefinitionOf(club.sport),
    organisation: async (club, _args, ctx) => {
      const organisation = await ctx.loaders.organisationById.load(club.organisationId);
      if (!organisation) throw new Error(`Club ${club.id} has no organisation`);
      return { ...organisation, viaClubId: club.id };
    },
    // Like the list: none while the club has no Flexible Reporting.
    flexibleReportsCount: async (club, _args, ctx) =>
      (await flexibleReportingOn(ctx.access, club.id))
        ? ctx.loaders.flexibleReportsCountByClubId.load(club.id)
        : 0,
  },
  Organisation: {
    activeSubscription: async (organisation, _args, ctx) => {
      await authorize(ctx.access, 'Show', inClub(organisation.viaClubId, 'BillingSubscription'));
      return ctx.loaders.activeSubscriptionByOrganisationId.load(organisation.id);
    },
  },
  BillingSubscription: {
    subscriptionPortalUrl: (subscription) => subscription.portalUrl,
  },
  Subscription: {
    clubUpdated: {
      subscribe: async (_parent, { clubId }, ctx) => {
        await authorize(ctx.access, 'Show', inClub(clubId));
        return ctx.pubSub.subscribe('clubUpdated', clubId);
      },
      // Each event is answered afresh: the club changed, and the viewer's
      // membership may have too (a former member hears nothing more).
      resolve: (event: { clubId: string }, _args: unknown, ctx: GraphQLContext) =>
        authorize(ctx.access.fresh(), 'Show', inClub(event.clubId)),
    },
  },
};
