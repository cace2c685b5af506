import { z } from 'zod';
import { defineJobs } from '../../jobs/defineJobs.js';
import { defineEvent } from '../../pubsub/defineEvent.js';
import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { createNotificationLoaders } from './notifications.loaders.js';
import { notificationsResolvers } from './notifications.resolvers.js';
import type { NotificationChannels } from './sendNotification.js';
import { sendNotificationWorker } from './sendNotificationJob.js';

/**
 * Notifications (docs/product/notifications.md): what a person is told when a
 * session's data is ready, a survey is sent or due, everyone has answered,
 * or the provider changes the club; a sentence each, read in the bell's list.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  schema: schemaFile('notifications'),
  resolvers: [notificationsResolvers],
  mappers: { Notification: './notificationRows.js#NotificationRow' },
  loaders: createNotificationLoaders,
  events: {
    /** A notification was made for a person: their bell counts it and lists it. */
    notificationReceived: defineEvent({
      payload: z.object({ personId: z.string(), notificationId: z.string() }),
      routedBy: 'personId',
    }),
  },
  jobs: defineJobs<NotificationChannels>({
    queues: [sendNotificationWorker],
    // The process's e-mail and push settings; none: every channel is off.
    startWorkers: ({ channels }) =>
      Promise.resolve({
        shared: { mail: channels?.mail ?? null, push: channels?.push ?? null },
        stop: () => Promise.resolve(),
      }),
  }),
});
