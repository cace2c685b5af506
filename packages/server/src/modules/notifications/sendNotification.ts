import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import webPush from 'web-push';
import type { MailConfig, PushConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { pushSubscriptions } from '../../db/notificationsSchema.js';
import { persons } from '../../db/schema.js';
import { notifications } from '../../db/surveysSchema.js';
import { sendMail } from '../../mail/sendMail.js';
import type { SendNotificationJob } from './notificationQueues.js';
import { notificationTextOf, sentenceSourcesOf } from './notificationTextOf.js';

/** Where notifications may go besides the app; null: that channel is off. */
export interface NotificationChannels {
  mail: MailConfig | null;
  push: PushConfig | null;
}

/** What a push carries; the service worker shows it (packages/web/src/serviceWorker/pushHandlers.ts). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/** A push service's answer that the subscription is gone for good. */
const GONE = new Set([404, 410]);

/**
 * Sends one notification through one channel: the sentence and its link by
 * e-mail to the person's address, or pushed to each browser they
 * subscribed. Only the job's club's notification is found; a channel not
 * set up on this server sends nothing. A failure is thrown, for a retry.
 */
export async function sendNotification(
  db: Db,
  job: SendNotificationJob,
  channels: NotificationChannels,
  log: Logger,
): Promise<void> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, job.notificationId), eq(notifications.clubId, job.clubId)));
  if (!row) return;
  const sources = sentenceSourcesOf(db);
  const { sentence, path } = await notificationTextOf(sources, row);
  const club = await sources.clubById.load(row.clubId);
  if (job.channel === 'email') {
    const mail = channels.mail;
    if (!mail?.smtpUrl) return;
    const [person] = await db.select().from(persons).where(eq(persons.id, row.personId));
    if (!person) return;
    await sendMail(mail, {
      to: person.email,
      subject: sentence,
      text: [sentence, '', `Open it: ${new URL(path, mail.publicUrl).href}`].join('\n'),
    });
    return;
  }
  const push = channels.push;
  if (!push) return;
  const payload: PushPayload = { title: club?.name ?? 'Touchline', body: sentence, url: path };
  const browsers = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.personId, row.personId));
  for (const browser of browsers) {
    try {
      await webPush.sendNotification(
        { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: push.subject,
            publicKey: push.publicKey,
            privateKey: push.privateKey,
          },
          TTL: 24 * 3600,
        },
      );
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === undefined || !GONE.has(status)) throw error;
      // The browser unsubscribed or its subscription expired: forget it.
      log.info({ subscriptionId: browser.id }, 'a push subscription is gone');
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, browser.id));
    }
  }
}
