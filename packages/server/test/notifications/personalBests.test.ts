import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { athletes, persons } from '../../src/db/schema.js';
import { aggregateSession } from '../../src/modules/processing/aggregateSession.js';
import { seedProcessedSession } from '../support/dashboardFixtures.js';
import {
  athlete,
  clubId,
  data,
  db,
  NOTIFICATION_FIELDS,
  rowsOf,
  useNotificationsWorld,
  type NotificationAnswer,
} from './notificationsWorld.js';

useNotificationsWorld();

async function jordan(): Promise<string> {
  const [row] = await db()
    .select({ id: athletes.id })
    .from(athletes)
    .innerJoin(persons, eq(persons.id, athletes.personId))
    .where(and(eq(athletes.clubId, clubId), eq(persons.email, 'athlete@touchline.test')));
  return row!.id;
}

/** A processed training of the demo athlete, and its processing's end. */
async function processed(startTime: string, distanceM: number, maxSpeedKph: number) {
  const sessionId = await seedProcessedSession(db(), clubId, startTime, [
    { athleteId: await jordan(), distanceM, maxSpeedKph },
  ]);
  await aggregateSession(db(), { clubId, sessionId });
  return sessionId;
}

const bestsOf = async (sessionId: string) =>
  (await rowsOf('NewPersonalBest')).filter((row) => row.payload.sessionId === sessionId);

describe('NewPersonalBest', () => {
  it('tells the athlete of each whole-session figure that beats every earlier session, once', async () => {
    // Distance 6 km; high-intensity a tenth, sprint a fortieth of it (the fixture's).
    const first = await processed('2026-11-01T10:00:00Z', 6_000, 28);
    expect(await bestsOf(first)).toEqual([]);

    const second = await processed('2026-11-03T10:00:00Z', 7_000, 27);
    expect((await bestsOf(second)).map((row) => row.payload.metric).sort()).toEqual([
      'totalDistanceM',
      'totalHighIntensityDistanceM',
      'totalSprintDistanceM',
    ]);

    const third = await processed('2026-11-05T10:00:00Z', 5_000, 31);
    const told = await bestsOf(third);
    expect(told.map((row) => row.payload)).toEqual([
      { sessionId: third, metric: 'maxSpeedKph', value: 31 },
    ]);
    // Processed again: nobody is told twice.
    await aggregateSession(db(), { clubId, sessionId: third });
    expect(await bestsOf(third)).toHaveLength(1);

    const mine = await data<{ myNotifications: NotificationAnswer[] }>(
      `{ myNotifications(limit: 100) { ${NOTIFICATION_FIELDS} } }`,
      {},
      athlete,
    );
    const sentences = mine.myNotifications
      .filter((n) => n.type === 'NewPersonalBest')
      .map((n) => n.sentence);
    expect(sentences).toContain('New personal best: top speed 31.0 km/h in training on 5 Nov.');
    expect(sentences).toContain('New personal best: distance 7.00 km in training on 3 Nov.');
    expect(sentences).toContain('New personal best: sprint distance 175 m in training on 3 Nov.');
    // Only the athlete: a personal best is theirs.
    const whose = new Set((await rowsOf('NewPersonalBest')).map((row) => row.personId));
    expect(whose.size).toBe(1);
  });
});
