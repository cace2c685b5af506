import { initialsOf } from '@touchline/domain';
import { authorize } from '../../access/authorize.js';
import { person } from '../../access/person.js';
import type { GraphQLContext } from '../../context.js';
import { done, payload } from '../../errors/mutationOutcome.js';
import type { Resolvers } from '../../generated/graphql.js';
import { isUuid } from '../../graphql/ids.js';
import { clubsNamed } from '../clubs/index.js';
import { athleteOf } from './people.service.js';
import { updateViewerUnitSystem } from './unitSystem.service.js';

const picture = (url: string | null) => (url ? { thumbnailUrl: url } : null);
const isViewer = (personId: string, ctx: GraphQLContext) => personId === ctx.viewer.personId;

export const peopleResolvers: Resolvers = {
  Query: {
    currentPerson: (_parent, _args, ctx) =>
      authorize(ctx.access, 'Show', person(ctx.viewer.personId)),
  },
  Mutation: {
    updateUnitSystem: (_parent, { unitSystem }, ctx) =>
      payload('person', ['unitSystem'], async () =>
        done(await updateViewerUnitSystem(ctx, unitSystem)),
      ),
  },
  Person: {
    initials: (person) => initialsOf(person.name),
    email: (person, _args, ctx) => (isViewer(person.id, ctx) ? person.email : null),
    profilePicture: (person) => picture(person.profilePictureUrl),
    // The viewer's own memberships and subscription: another Person (a report's
    // or a dataset's owner) shows its name, not what is theirs alone.
    clubs: async (person, { nameCont }, ctx) => {
      if (!isViewer(person.id, ctx)) return [];
      const memberships = await ctx.access.approvedMemberships();
      return clubsNamed(ctx.db, [...new Set(memberships.map((m) => m.clubId))], nameCont);
    },
    staff: (person, { clubId }, ctx) =>
      isViewer(person.id, ctx) && isUuid(clubId) ? ctx.access.membership(clubId, 'staff') : null,
    athlete: (person, { clubId }, ctx) =>
      isViewer(person.id, ctx) && isUuid(clubId) ? athleteOf(ctx, clubId) : null,
    subscription: (person, _args, ctx) =>
      isViewer(person.id, ctx) ? ctx.loaders.subscriptionByPersonId.load(person.id) : null,
  },
  Athlete: {
    profilePicture: (athlete) => picture(athlete.profilePictureUrl),
  },
};
