import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/surveysSchema.js';
import { aggregateSession } from '../../src/modules/processing/aggregateSession.js';
import { notify } from '../../src/modules/notifications/index.js';
import { cableClient } from '../support/cableClient.js';
import {
  athlete,
  clubId,
  coach,
  data,
  db,
  forgetDataReady,
  membersOf,
  NOTIFICATION_FIELDS,
  personIdOf,
  rowsOf,
  aSessionWithTheAthlete,
  staff,
  testApp,
  useNotificationsWorld,
  type NotificationAnswer,
} from './notificationsWorld.js';
import { BACKGROUND_WAIT_MS } from '../support/backgroundWait.js';

useNotificationsWorld();

const MINE = `query ($limit: Int) { unreadNotificationCount myNotifications(limit: $limit) { ${NOTIFICATION_FIELDS} } }`;
type Mine = { unreadNotificationCount: number; myNotifications: NotificationAnswer[] };

const MARK = `mutation ($id: ID!) { markNotificationRead(id: $id) {
  notification { ${NOTIFICATION_FIELDS} } errors { path fullMessages } } }`;
type Mark = {
  markNotificationRead: {
    notification: NotificationAnswer | null;
    errors: { path: string[]; fullMessages: string[] }[];
  };
};

describe('DataReady', () => {
  it("tells the session's athletes and the club's staff, each once, and nobody else", async () => {
    const sessionId = await aSessionWithTheAthlete();
    await forgetDataReady([sessionId]);
    await aggregateSession(db(), { clubId, sessionId });
    const told = (await rowsOf('DataReady')).filter((row) => row.payload.sessionId === sessionId);
    const athletePerson = await personIdOf('athlete@touchline.test');
    const staffPersons = await membersOf(clubId, 'staff');
    expect(told.map((row) => row.personId).sort()).toEqual([athletePerson, ...staffPersons].sort());
    expect(told.find((row) => row.personId === athletePerson)!.payload).toEqual({
      sessionId,
      forAthlete: true,
    });
    // Processed again (a new file, the club's settings): nobody is told twice.
    await aggregateSession(db(), { clubId, sessionId });
    const again = (await rowsOf('DataReady')).filter((row) => row.payload.sessionId === sessionId);
    expect(again).toHaveLength(told.length);
  });

  it("reads as a sentence linked to the session: the athlete's numbers, the team's for staff", async () => {
    const sessionId = (await rowsOf('DataReady')).find((row) => row.payload.forAthlete)!.payload
      .sessionId as string;
    const mine = (await data<Mine>(MINE, { limit: 100 }, athlete)).myNotifications;
    const ready = mine.find((n) => n.type === 'DataReady' && n.path === `/sessions/${sessionId}`)!;
    expect(ready.sentence).toBe('Training on 12 Nov is ready: your numbers are in.');
    const coachs = (await data<Mine>(MINE, { limit: 100 }, coach)).myNotifications;
    const teams = coachs.find(
      (n) => n.type === 'DataReady' && n.path === `/sessions/${sessionId}`,
    )!;
    expect(teams.sentence).toBe("Training on 12 Nov is ready: the team's numbers are in.");
    // Each sees their own only.
    expect(coachs.map((n) => n.id)).not.toContain(ready.id);
    expect(mine.map((n) => n.id)).not.toContain(teams.id);
  });
});

describe('reading them', () => {
  it('marks one read, refuses another person’s like an unknown one, and marks all read', async () => {
    const before = await data<Mine>(MINE, { limit: 5 }, athlete);
    expect(before.unreadNotificationCount).toBeGreaterThan(0);
    const first = before.myNotifications.find((n) => n.readAt === null)!;
    const marked = (await data<Mark>(MARK, { id: first.id }, athlete)).markNotificationRead;
    expect(marked.errors).toEqual([]);
    expect(marked.notification!.readAt).not.toBeNull();
    expect((await data<Mine>(MINE, {}, athlete)).unreadNotificationCount).toBe(
      before.unreadNotificationCount - 1,
    );

    const coachs = (await data<Mine>(MINE, {}, coach)).myNotifications[0]!;
    const refused = (await data<Mark>(MARK, { id: coachs.id }, athlete)).markNotificationRead;
    expect(refused).toEqual({
      notification: null,
      errors: [{ path: ['id'], fullMessages: ['Notification not found'] }],
    });
    const [row] = await db().select().from(notifications).where(eq(notifications.id, coachs.id));
    expect(row!.readAt).toBeNull();

    const all = await data<{ markAllNotificationsRead: { markedCount: number } }>(
      'mutation { markAllNotificationsRead { markedCount errors { path fullMessages } } }',
      {},
      athlete,
    );
    expect(all.markAllNotificationsRead.markedCount).toBe(before.unreadNotificationCount - 1);
    expect((await data<Mine>(MINE, {}, athlete)).unreadNotificationCount).toBe(0);
    expect((await data<Mine>(MINE, {}, coach)).unreadNotificationCount).toBeGreaterThan(0);
  });
});

describe('the provider changes the club', () => {
  const CHANGE = `mutation ($clubId: ID!, $suspended: Boolean!) {
    adminSetClubSuspended(clubId: $clubId, suspended: $suspended) { errors { path fullMessages } } }`;
  const UNPAID = `mutation ($clubId: ID!) {
    adminSetSubscription(clubId: $clubId, input: { status: unpaid, kind: Manual }) { errors { path fullMessages } } }`;

  it('tells every member of the club once when it is suspended, and when it becomes unpaid', async () => {
    const members = await membersOf(clubId);
    await data(CHANGE, { clubId, suspended: true }, staff);
    await data(CHANGE, { clubId, suspended: true }, staff);
    const suspended = await rowsOf('AccountSuspended');
    expect(suspended.map((row) => row.personId).sort()).toEqual(members);
    await data(CHANGE, { clubId, suspended: false }, staff);

    await data(UNPAID, { clubId }, staff);
    await data(UNPAID, { clubId }, staff);
    expect((await rowsOf('AccountUnpaid')).map((row) => row.personId).sort()).toEqual(members);
    const mine = (await data<Mine>(MINE, { limit: 100 }, athlete)).myNotifications;
    expect(mine.find((n) => n.type === 'AccountUnpaid')!.sentence).toBe(
      "Touchline FC's subscription is unpaid: please ask your club's admin to settle it.",
    );
    expect(mine.find((n) => n.type === 'AccountSuspended')!.sentence).toBe(
      "Touchline FC's account is suspended: no data can be uploaded until it is reactivated.",
    );
    // Nobody of another club is told.
    const everywhere = await db()
      .select({ clubId: notifications.clubId })
      .from(notifications)
      .where(eq(notifications.type, 'AccountSuspended'));
    expect(new Set(everywhere.map((row) => row.clubId))).toEqual(new Set([clubId]));
  });
});

describe('channels on a server without e-mail or push', () => {
  it('says each is not set up, and refuses choosing it', async () => {
    const settings = await data<{
      vapidPublicKey: string | null;
      notificationSettings: { emailAvailable: boolean; pushAvailable: boolean };
    }>('{ vapidPublicKey notificationSettings { emailAvailable pushAvailable } }', {}, athlete);
    expect(settings).toEqual({
      vapidPublicKey: null,
      notificationSettings: { emailAvailable: false, pushAvailable: false },
    });
    const refused = await data<{
      updateNotificationPreference: { errors: { path: string[]; fullMessages: string[] }[] };
    }>(
      `mutation { updateNotificationPreference(input: { type: DataReady, email: true, push: true }) {
        errors { path fullMessages } } }`,
      {},
      athlete,
    );
    expect(refused.updateNotificationPreference.errors).toEqual([
      { path: ['input', 'email'], fullMessages: ['E-mail is not set up on this server.'] },
      {
        path: ['input', 'push'],
        fullMessages: ['Push notifications are not set up on this server.'],
      },
    ]);
  });
});

describe('live', () => {
  it("hears each of the person's own new notifications, and no one else's", async () => {
    const athleteCable = await cableClient(testApp.app, athlete);
    const coachCable = await cableClient(testApp.app, coach);
    const heard = { athlete: [] as NotificationAnswer[], coach: [] as NotificationAnswer[] };
    const listen = (client: typeof athleteCable, into: NotificationAnswer[]) =>
      new Promise<void>((resolve, reject) => {
        client.subscribe<{ notificationReceived: NotificationAnswer }>(
          { query: `subscription { notificationReceived { ${NOTIFICATION_FIELDS} } }` },
          {
            next: (answer) => into.push(answer.data!.notificationReceived),
            error: reject,
            complete: resolve,
          },
        );
      });
    void listen(athleteCable, heard.athlete);
    void listen(coachCable, heard.coach);
    // Both subscriptions are listening once an event of each reaches them: told until heard.
    const both = [
      await personIdOf('athlete@touchline.test'),
      await personIdOf('coach@touchline.test'),
    ];
    await expect
      .poll(
        async () => {
          const listening = heard.athlete.length > 0 && heard.coach.length > 0;
          if (!listening)
            await notify(db(), { clubId, personIds: both, type: 'AccountUnpaid', payload: {} });
          return listening;
        },
        { timeout: BACKGROUND_WAIT_MS, intervals: [500] },
      )
      .toBe(true);

    const sessionId = await aSessionWithTheAthlete('2026-11-20');
    await aggregateSession(db(), { clubId, sessionId });
    await expect
      .poll(() => heard.athlete.map((n) => n.sentence), { timeout: BACKGROUND_WAIT_MS })
      .toContain('Training on 20 Nov is ready: your numbers are in.');
    await expect
      .poll(() => heard.coach.map((n) => n.sentence), { timeout: BACKGROUND_WAIT_MS })
      .toContain("Training on 20 Nov is ready: the team's numbers are in.");
    const athletePersonId = await personIdOf('athlete@touchline.test');
    const mine = new Set(
      (await db().select().from(notifications))
        .filter((row) => row.personId === athletePersonId)
        .map((row) => row.id),
    );
    expect(heard.athlete.every((n) => mine.has(n.id))).toBe(true);
    expect(heard.coach.some((n) => mine.has(n.id))).toBe(false);
    await athleteCable.dispose();
    await coachCable.dispose();
  });
});
