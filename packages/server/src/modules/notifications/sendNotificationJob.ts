import { sendNotificationJob } from './notificationQueues.js';
import { sendNotification, type NotificationChannels } from './sendNotification.js';

/** The channels' worker: each job on its own, so one that fails is retried alone. */
export const sendNotificationWorker = sendNotificationJob.worker<NotificationChannels>({
  batchSize: 1,
  async handle(batch, { db, shared, log }) {
    for (const job of batch) await sendNotification(db, job.data, shared, log);
  },
});
