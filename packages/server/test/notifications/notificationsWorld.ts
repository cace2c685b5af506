import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { athletes, memberships, persons } from '../../src/db/schema.js';
import { sessionParticipations, sessions } from '../../src/db/sessionsSchema.js';
import { notifications } from '../../src/db/surveysSchema.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';

export let testApp: TestApp;
export let coach: Session;
export let athlete: Session;
export let staff: Session;
export let clubId: string;
export const db = () => testApp.testDatabase.database.db;

/**
 * The demo world, its coach, athlete and provider staff signed in; without
 * workers unless the channels are tried (they send through the job queue).
 */
export function useNotificationsWorld(
  options: { env?: Record<string, string>; workers?: boolean } = {},
): void {
  beforeAll(async () => {
    testApp = await startTestApp({ env: options.env, workers: options.workers ?? false });
    coach = await signIn(testApp.app, 'coach@touchline.test');
    athlete = await signIn(testApp.app, 'athlete@touchline.test');
    staff = await signIn(testApp.app, 'staff@touchline.test');
    clubId = await clubIdNamed(db(), 'Touchline FC');
  });
  afterAll(() => testApp.close());
}

/** Asks as `as`, failing on a GraphQL error. */
export async function data<T>(query: string, variables: Record<string, unknown>, as: Session) {
  const answer = await graphql<T>(testApp.app, as, query, variables, {
    'x-time-zone': 'Europe/London',
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

export async function personIdOf(email: string): Promise<string> {
  const [row] = await db().select({ id: persons.id }).from(persons).where(eq(persons.email, email));
  return row!.id;
}

/** The approved members of a club (their persons), or of one role. */
export async function membersOf(club: string, role?: 'staff' | 'athlete'): Promise<string[]> {
  const rows = await db()
    .select({ personId: memberships.personId })
    .from(memberships)
    .where(
      and(
        eq(memberships.clubId, club),
        eq(memberships.status, 'approved'),
        role ? eq(memberships.role, role) : undefined,
      ),
    );
  return rows.map((row) => row.personId).sort();
}

/** A training of Touchline FC with the demo athlete in it, on the day given. */
export async function aSessionWithTheAthlete(day = '2026-11-12'): Promise<string> {
  const [demoAthlete] = await db()
    .select({ id: athletes.id })
    .from(athletes)
    .innerJoin(persons, eq(persons.id, athletes.personId))
    .where(and(eq(athletes.clubId, clubId), eq(persons.email, 'athlete@touchline.test')));
  const [session] = await db()
    .insert(sessions)
    .values({
      clubId,
      kind: 'training',
      startTime: new Date(`${day}T10:00:00Z`),
      endTime: new Date(`${day}T11:30:00Z`),
    })
    .returning();
  await db()
    .insert(sessionParticipations)
    .values({ clubId, sessionId: session!.id, athleteId: demoAthlete!.id });
  return session!.id;
}

/** The notifications of a type, by person. */
export async function rowsOf(type: (typeof notifications.$inferSelect)['type'], club = clubId) {
  return db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, type), eq(notifications.clubId, club)));
}

export async function forgetDataReady(sessionIds: string[]): Promise<void> {
  const rows = await rowsOf('DataReady');
  const ids = rows
    .filter((row) => sessionIds.includes(row.payload.sessionId as string))
    .map((row) => row.id);
  if (ids.length > 0) await db().delete(notifications).where(inArray(notifications.id, ids));
}

export const NOTIFICATION_FIELDS = 'id type sentence path createdAt readAt';

export interface NotificationAnswer {
  id: string;
  type: string;
  sentence: string;
  path: string;
  createdAt: string;
  readAt: string | null;
}
