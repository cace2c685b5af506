import { z } from 'zod';
import { defineEvent } from '../../pubsub/defineEvent.js';
import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { sessionsResolvers } from './sessions.resolvers.js';
import { registerUploadRoutes } from './uploadRoutes.js';

/** Sessions, their uploads and their processing state. */
export const sessionsModule = defineModule({
  name: 'sessions',
  schema: schemaFile('sessions'),
  resolvers: [sessionsResolvers],
  mappers: { SessionProcessing: './sessionRows.js#SessionProcessingRow' },
  events: {
    /** A session's processing state changed: an upload started it, or its last job finished. */
    sessionProcessed: defineEvent({
      payload: z.object({ clubId: z.string(), sessionId: z.string() }),
      routedBy: 'clubId',
    }),
    /** A raw track of the session moved a stage on (reading, computing, done or warning). */
    processingProgressed: defineEvent({
      payload: z.object({ clubId: z.string(), sessionId: z.string() }),
      routedBy: 'clubId',
    }),
    /** A session of the club was created, changed or deleted: the Sessions page's list. */
    sessionsChanged: defineEvent({
      payload: z.object({ clubId: z.string(), sessionId: z.string() }),
      routedBy: 'clubId',
    }),
  },
  routes: registerUploadRoutes,
});
