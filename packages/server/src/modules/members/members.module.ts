import { z } from 'zod';
import { defineEvent } from '../../pubsub/defineEvent.js';
import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { registerMemberPages } from './memberPages.js';
import { createMemberLoaders } from './members.loaders.js';
import { membersResolvers } from './members.resolvers.js';

/** A club's members: first run, sign-up, invites, the join link and approvals. */
export const membersModule = defineModule({
  name: 'members',
  schema: schemaFile('members'),
  resolvers: [membersResolvers],
  mappers: {
    ClubMember: './memberRows.js#ClubMemberRow',
    ClubInvite: './memberRows.js#InviteRow',
  },
  loaders: createMemberLoaders,
  events: {
    /** A club's members, waiting people, invites or join link changed. */
    membersUpdated: defineEvent({
      payload: z.object({ clubId: z.string() }),
      routedBy: 'clubId',
    }),
  },
  routes: registerMemberPages,
});
