import { z } from 'zod';
import { defineEvent } from '../../pubsub/defineEvent.js';
import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { baseResolvers } from './base.resolvers.js';

/** The root types, scalars and directives, and the events every API process acts on. */
export const baseModule = defineModule({
  name: 'base',
  schema: schemaFile('base'),
  resolvers: [baseResolvers],
  events: {
    /** A sign-in session ended (signed out): every API process closes its websockets. */
    authSessionEnded: defineEvent({ payload: z.object({ authSessionId: z.string() }) }),
    /** A mutation changed data: every API process forgets the answers it kept. */
    dataChanged: defineEvent({ payload: z.object({}) }),
  },
});
