import type { Db } from '../../src/db/database.js';
import { membersOf, notify } from '../../src/modules/notifications/index.js';
import { SEND_NOTIFICATION } from '../../src/modules/notifications/notificationQueues.js';
import type { GraphqlCase } from './graphqlFixtures.js';
import type { JobCase } from './jobFixtures.js';

/** A notification of one of the victim club's members (its suspension), unread. */
export async function seedVictimNotification(db: Db, clubId: string) {
  const [row] = await notify(db, {
    clubId,
    personIds: (await membersOf(db, clubId)).slice(0, 1),
    type: 'AccountSuspended',
    payload: {},
  });
  if (!row) throw new Error('The victim club has no member to notify');
  return { ids: { notificationId: row.id }, secrets: [row.id] };
}

/** Every notification field that takes ids, called with the target's. */
export const NOTIFICATION_GRAPHQL_FIXTURES: Record<string, GraphqlCase[]> = {
  'Mutation.markNotificationRead': [
    {
      covers: ['id'],
      query: `mutation ($id: ID!) { markNotificationRead(id: $id) {
        notification { id type sentence path createdAt readAt } errors { path fullMessages } } }`,
      variables: (target) => ({ id: target.notificationId }),
    },
  ],
};

export const NOTIFICATION_JOB_FIXTURES: Record<string, JobCase> = {
  [SEND_NOTIFICATION]: (victim, clubId) => ({
    clubId,
    notificationId: victim.ids.notificationId,
    channel: 'email',
  }),
};
