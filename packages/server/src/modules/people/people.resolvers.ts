import { initialsOf } from '@touchline/domain';
import type { Resolvers } from '../../generated/graphql.js';
import { isUuid } from '../../graphql/ids.js';
import { approvedMembership } from '../clubs/clubAccess.js';
import { approvedClubsOf } from '../clubs/clubs.service.js';
import { athleteOf } from './people.service.js';
import { updateViewerUnitSystem } from './unitSystem.service.js';

const picture = (url: string | null) => (url ? { thumbnailUrl: url } : null);

export const peopleResolvers: Resolvers = {
  Query: {
    currentPerson: async (_parent, _args, ctx) => {
      const person = await ctx.loaders.personById.load(ctx.viewer.personId);
      if (!person) throw new Error('The session belongs to a person that no longer exists');
      return person;
    },
  },
  Mutation: {
    updateUnitSystem: (_parent, { unitSystem }, ctx) => updateViewerUnitSystem(ctx, unitSystem),
  },
  Person: {
    initials: (person) => initialsOf(person.name),
    profilePicture: (person) => picture(person.profilePictureUrl),
    // Only the viewer's own Person is reachable, so the viewer's id is the person's.
    clubs: (person, { nameCont }, ctx) => approvedClubsOf(ctx.db, person.id, nameCont),
    staff: (_person, { clubId }, ctx) =>
      isUuid(clubId) ? approvedMembership(ctx, clubId, 'staff') : null,
    athlete: (_person, { clubId }, ctx) => (isUuid(clubId) ? athleteOf(ctx, clubId) : null),
    subscription: (person, _args, ctx) => ctx.loaders.subscriptionByPersonId.load(person.id),
  },
  Athlete: {
    profilePicture: (athlete) => picture(athlete.profilePictureUrl),
  },
};
