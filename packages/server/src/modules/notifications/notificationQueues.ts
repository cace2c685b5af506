import { defineJob } from '../../jobs/defineJob.js';

/** Sends one notification through one channel besides the app. */
export const SEND_NOTIFICATION = 'send-notification';

export interface SendNotificationJob {
  clubId: string;
  notificationId: string;
  channel: 'email' | 'push';
}

/**
 * Queued in the transaction that made the notification, so it is sent only
 * once that commits, and never holds it up. A channel that fails is tried
 * again, on its own, with backoff.
 */
export const sendNotificationJob = defineJob<SendNotificationJob>({
  queue: SEND_NOTIFICATION,
  retry: {
    policy: 'standard',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
});
