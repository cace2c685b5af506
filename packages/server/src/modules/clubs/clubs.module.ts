import { z } from 'zod';
import { defineEvent } from '../../pubsub/defineEvent.js';
import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { createClubLoaders } from './clubs.loaders.js';
import { clubsResolvers } from './clubs.resolvers.js';

/** Clubs, their organisation and billing. */
export const clubsModule = defineModule({
  name: 'clubs',
  schema: schemaFile('clubs'),
  resolvers: [clubsResolvers],
  mappers: {
    Club: '../../db/rows.js#ClubRow',
    Organisation: '../../db/rows.js#ClubOrganisation',
    BillingSubscription: '../../db/rows.js#BillingSubscriptionRow',
  },
  loaders: createClubLoaders,
  events: {
    /** A club's details changed; its members' pages refresh. */
    clubUpdated: defineEvent({
      payload: z.object({ clubId: z.string() }),
      routedBy: 'clubId',
    }),
  },
});
