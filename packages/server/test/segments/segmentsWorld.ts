import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { segments, sessionParticipations, sessions } from '../../src/db/tables.js';
import { KICK_OFF } from '../support/sessionFixtures.js';
import { seedReportSessions, type ReportSessions } from '../support/sessionReportFixtures.js';
import { clubIdNamed, createRivalClub } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';
import {
  CREATE_SEGMENT,
  participationIdsOf,
  seedTags,
  type MutationErrors,
  type SegmentAnswer,
} from './segmentOperations.js';

export let testApp: TestApp;
export let coach: Session;
export let athlete: Session;
export let seeded: ReportSessions;
export let tags: Record<string, string>;
export let participationOf: Record<string, string>;
export let rival: { sessionId: string; segmentId: string; participationId: string };

export const db = () => testApp.testDatabase.database.db;
export const at = (minutes: number, extraMs = 0) =>
  new Date(KICK_OFF.getTime() + minutes * 60_000 + extraMs).toISOString();
export const squadIds = () => Object.values(seeded.squad);

export async function ask<T>(
  query: string,
  variables: Record<string, unknown>,
  as: Session = coach,
) {
  const answer = await graphql<T>(testApp.app, as, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

export type Created = { createSessionSegment: { segment: SegmentAnswer | null } & MutationErrors };
export type Updated = { updateSessionSegment: { segment: SegmentAnswer | null } & MutationErrors };

export function create(attributes: Record<string, unknown>, id?: string) {
  return ask<Created>(CREATE_SEGMENT, {
    id,
    attributes: { sessionId: seeded.trainingId, ...attributes },
  }).then((data) => data.createSessionSegment);
}

export const drill = (overrides: Record<string, unknown> = {}) => ({
  title: 'Rondo',
  startTime: at(1),
  endTime: at(6),
  ...overrides,
});

export async function storedSegmentCount() {
  const rows = await db()
    .select({ id: segments.id })
    .from(segments)
    .where(eq(segments.sessionId, seeded.trainingId));
  return rows.length;
}

/** The club, sessions, tags and a rival club every segment test file starts from. */
export function useSegmentsWorld(): void {
  beforeAll(async () => {
    testApp = await startTestApp();
    coach = await signIn(testApp.app, 'coach@touchline.test');
    athlete = await signIn(testApp.app, 'athlete@touchline.test');
    seeded = await seedReportSessions(testApp, coach, await clubIdNamed(db(), 'Touchline FC'));
    tags = await seedTags(db(), seeded.clubId);
    participationOf = await participationIdsOf(db(), seeded.trainingId);
    const rivals = await createRivalClub(db());
    const [session] = await db()
      .insert(sessions)
      .values({
        clubId: rivals.clubId,
        kind: 'training',
        startTime: new Date(at(0)),
        endTime: new Date(at(20)),
      })
      .returning();
    const [participation] = await db()
      .insert(sessionParticipations)
      .values({ clubId: rivals.clubId, sessionId: session!.id, athleteId: rivals.athleteId })
      .returning();
    const [segment] = await db()
      .insert(segments)
      .values({
        clubId: rivals.clubId,
        sessionId: session!.id,
        title: 'Rival drill',
        startTime: new Date(at(1)),
        endTime: new Date(at(2)),
      })
      .returning();
    rival = { sessionId: session!.id, segmentId: segment!.id, participationId: participation!.id };
  });
  afterAll(() => testApp.close());
}
