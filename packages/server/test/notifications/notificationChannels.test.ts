import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { pushSubscriptions } from '../../src/db/notificationsSchema.js';
import { aggregateSession } from '../../src/modules/processing/aggregateSession.js';
import {
  aSessionWithTheAthlete,
  athlete,
  clubId,
  coach,
  data,
  db,
  useNotificationsWorld,
} from './notificationsWorld.js';
import { startPushService } from './pushService.js';
import { BACKGROUND_WAIT_MS } from '../support/backgroundWait.js';

// The channels besides the app, for real: a local SMTP server, and a stand-in
// push service that decrypts what arrives with the browser's keys.

interface Mail {
  to: string[];
  body: string;
}
const mails: Mail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let body = '';
    stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), body });
      callback();
    });
  },
});
const smtpPort = await new Promise<number>((resolve) => {
  smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port));
});
const pushService = await startPushService();
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await pushService.stop();
});

const vapid = webPush.generateVAPIDKeys();
useNotificationsWorld({
  workers: true,
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Touchline <news@harbour.example>',
    PUBLIC_URL: 'https://touchline.harbour.example',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@harbour.example',
  },
});

const SETTINGS = `{ vapidPublicKey notificationSettings { emailAvailable pushAvailable
  preferences { type label email push } } }`;
type Settings = {
  vapidPublicKey: string | null;
  notificationSettings: {
    emailAvailable: boolean;
    pushAvailable: boolean;
    preferences: { type: string; label: string; email: boolean; push: boolean }[];
  };
};
const PREFER = `mutation ($input: NotificationPreferenceInput!) {
  updateNotificationPreference(input: $input) { preference { type email push } errors { path fullMessages } } }`;
type Prefer = {
  updateNotificationPreference: {
    preference: { type: string; email: boolean; push: boolean } | null;
    errors: { path: string[]; fullMessages: string[] }[];
  };
};
const SUBSCRIBE = `mutation ($subscription: PushSubscriptionInput!) {
  subscribeToPush(subscription: $subscription) { subscribed errors { path fullMessages } } }`;
type Subscribe = {
  subscribeToPush: {
    subscribed: boolean | null;
    errors: { path: string[]; fullMessages: string[] }[];
  };
};

describe('notification channels', () => {
  it("offers e-mail and push per type, all off until chosen, with the server's VAPID key", async () => {
    const settings = await data<Settings>(SETTINGS, {}, athlete);
    expect(settings.vapidPublicKey).toBe(vapid.publicKey);
    expect(settings.notificationSettings.emailAvailable).toBe(true);
    expect(settings.notificationSettings.pushAvailable).toBe(true);
    expect(settings.notificationSettings.preferences.map((p) => p.type)).toEqual([
      'DataReady',
      'NewPersonalBest',
      'LegacySurveyDistributed',
      'SurveyReminder',
      'SurveyCompleted',
      'AccountSuspended',
      'AccountUnpaid',
    ]);
    expect(settings.notificationSettings.preferences.every((p) => !p.email && !p.push)).toBe(true);
  });

  it('e-mails and pushes what the person chose, after the event, and nothing to others', async () => {
    const chosen = await data<Prefer>(
      PREFER,
      { input: { type: 'DataReady', email: true, push: true } },
      athlete,
    );
    expect(chosen.updateNotificationPreference).toEqual({
      preference: { type: 'DataReady', email: true, push: true },
      errors: [],
    });
    const subscribed = await data<Subscribe>(
      SUBSCRIBE,
      { subscription: pushService.subscription('/push/jordan') },
      athlete,
    );
    expect(subscribed.subscribeToPush).toEqual({ subscribed: true, errors: [] });

    const sessionId = await aSessionWithTheAthlete('2026-11-12');
    await aggregateSession(db(), { clubId, sessionId });
    const sentence = 'Training on 12 Nov is ready: your numbers are in.';
    await expect.poll(() => mails.length, { timeout: BACKGROUND_WAIT_MS }).toBe(1);
    expect(mails[0]!.to).toEqual(['athlete@touchline.test']);
    expect(mails[0]!.body).toContain(`Subject: ${sentence}`);
    expect(mails[0]!.body.replace(/=\r?\n/g, '')).toContain(
      `https://touchline.harbour.example/sessions/${sessionId}`,
    );
    await expect.poll(() => pushService.received.length, { timeout: BACKGROUND_WAIT_MS }).toBe(1);
    expect(pushService.received[0]).toMatchObject({
      path: '/push/jordan',
      payload: { title: 'Touchline FC', body: sentence, url: `/sessions/${sessionId}` },
    });
    expect(pushService.received[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(pushService.received[0]!.headers.authorization)).toMatch(/^vapid t=/);
  });

  it('forgets a browser whose push service says it is gone', async () => {
    pushService.statusOf.set('/push/gone', 410);
    await data<Subscribe>(
      SUBSCRIBE,
      { subscription: pushService.subscription('/push/gone') },
      athlete,
    );
    const before = pushService.received.length;
    const sessionId = await aSessionWithTheAthlete('2026-11-13');
    await aggregateSession(db(), { clubId, sessionId });
    await expect
      .poll(
        async () =>
          (await db().select().from(pushSubscriptions)).map((row) => row.endpoint.split('/').pop()),
        { timeout: BACKGROUND_WAIT_MS },
      )
      .toEqual(['jordan']);
    expect(pushService.received.length).toBeGreaterThan(before);
  });

  it('refuses a type Touchline does not send, and a browser endpoint that is not https', async () => {
    const refused = await data<Prefer>(
      PREFER,
      { input: { type: 'FirmwareUpdateAvailable', email: true, push: false } },
      coach,
    );
    expect(refused.updateNotificationPreference.errors).toEqual([
      { path: ['input', 'type'], fullMessages: ['Touchline does not send this type.'] },
    ]);
    const plain = await data<Subscribe>(
      SUBSCRIBE,
      {
        subscription: { endpoint: 'http://push.example/x', keys: { p256dh: 'abc', auth: 'de+f' } },
      },
      coach,
    );
    expect(plain.subscribeToPush.errors).toEqual([
      {
        path: ['subscription', 'endpoint'],
        fullMessages: ['The endpoint must be a web address starting with https://.'],
      },
      { path: ['subscription', 'keys', 'auth'], fullMessages: ['The key must be base64url text.'] },
    ]);
    const coachs = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, 'http://push.example/x'));
    expect(coachs).toEqual([]);
  });
});
