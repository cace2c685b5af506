import { initialsOf } from '@touchline/domain';
import { authorize } from '../../access/authorize.js';
import { person } from '../../access/person.js';
import type { Resolvers } from '../../generated/graphql.js';
import { isUuid } from '../../graphql/ids.js';
import { clubsNamed } from '../clubs/clubs.service.js';
import { athleteOf } from './people.service.js';
import { updateViewerUnitSystem } from './unitSystem.service.js';

const picture = (url: string | null) => (url ? { thumbnailUrl: url } : null);

export const peopleResolvers: Resolvers = {
  Query: {
    currentPerson: (_parent, _args, ctx) =>
      authorize(ctx.access, 'Show', person(ctx.viewer.personId)),
  },
  Mutation: {
    updateUnitSystem: (_parent, { unitSystem }, ctx) => updateViewerUnitSystem(ctx, unitSystem),
  },
  Person: {
    initials: (person) => initialsOf(person.name),
    profilePicture: (person) => picture(person.profilePictureUrl),
    // Only the viewer's own Person is reachable, so the viewer's memberships are the person's.
    clubs: async (_person, { nameCont }, ctx) => {
      const memberships = await ctx.access.approvedMemberships();
      return clubsNamed(ctx.db, [...new Set(memberships.map((m) => m.clubId))], nameCont);
    },
    staff: (_person, { clubId }, ctx) =>
      isUuid(clubId) ? ctx.access.membership(clubId, 'staff') : null,
    athlete: (_person, { clubId }, ctx) => (isUuid(clubId) ? athleteOf(ctx, clubId) : null),
    subscription: (person, _args, ctx) => ctx.loaders.subscriptionByPersonId.load(person.id),
  },
  Athlete: {
    profilePicture: (athlete) => picture(athlete.profilePictureUrl),
  },
};
