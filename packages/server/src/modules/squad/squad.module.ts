import { z } from 'zod';
import { defineEvent } from '../../pubsub/defineEvent.js';
import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { createSquadLoaders } from './squad.loaders.js';
import { squadResolvers } from './squad.resolvers.js';

/** The squad and its groups: athletes' records, archiving, CSV import (docs/product/club-administration.md §4, §5). */
export const squadModule = defineModule({
  name: 'squad',
  schema: schemaFile('squad'),
  resolvers: [squadResolvers],
  loaders: createSquadLoaders,
  events: {
    /** An athlete or a group of the club was added, changed, archived or deleted. */
    squadUpdated: defineEvent({ payload: z.object({ clubId: z.string() }), routedBy: 'clubId' }),
  },
});
