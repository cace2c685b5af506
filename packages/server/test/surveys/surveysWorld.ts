import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { athletes, persons } from '../../src/db/schema.js';
import {
  createSurvey,
  type NewSurveyQuestion,
} from '../../src/modules/surveys/createSurvey.service.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';

export let testApp: TestApp;
export let coach: Session;
export let athlete: Session;
export let clubId: string;
export let hoopsId: string;
/** The demo athlete's athlete record in Touchline FC. */
export let athleteId: string;

export const db = () => testApp.testDatabase.database.db;

export const WELLNESS_QUESTIONS: NewSurveyQuestion[] = [
  { kind: 'scale', prompt: 'Sleep quality', min: 1, max: 7, metric: 'sleepQuality' },
  { kind: 'scale', prompt: 'Fatigue', min: 1, max: 7, metric: 'fatigue' },
  { kind: 'multipleChoice', prompt: 'Sore areas', choices: ['Calf', 'Back'], required: false },
  { kind: 'text', prompt: 'Notes, "anything"', required: false },
];

/** A survey of Touchline FC (or another club) with the wellness questions above. */
export function aSurvey(title = 'Morning check', club = clubId) {
  return createSurvey(db(), { clubId: club, title, questions: WELLNESS_QUESTIONS });
}

/** Asks as `as`; answers the whole GraphQL answer. */
export function ask<T>(query: string, variables: Record<string, unknown>, as: Session) {
  return graphql<T>(testApp.app, as, query, variables, { 'x-time-zone': 'Europe/London' });
}

/** Asks as `as`, failing on a GraphQL error. */
export async function data<T>(query: string, variables: Record<string, unknown>, as: Session) {
  const answer = await ask<T>(query, variables, as);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

async function athleteIdOf(email: string, club: string): Promise<string> {
  const [row] = await db()
    .select({ id: athletes.id })
    .from(athletes)
    .innerJoin(persons, eq(persons.id, athletes.personId))
    .where(and(eq(persons.email, email), eq(athletes.clubId, club)));
  return row!.id;
}

/** Touchline FC, its coach and its athlete (no workers: tests fire triggers with their own clock). */
export function useSurveysWorld(): void {
  beforeAll(async () => {
    testApp = await startTestApp({ workers: false });
    coach = await signIn(testApp.app, 'coach@touchline.test');
    athlete = await signIn(testApp.app, 'athlete@touchline.test');
    clubId = await clubIdNamed(db(), 'Touchline FC');
    hoopsId = await clubIdNamed(db(), 'Touchline Hoops');
    athleteId = await athleteIdOf('athlete@touchline.test', clubId);
  });
  afterAll(() => testApp.close());
}
