import { afterAll, beforeAll } from 'vitest';
import { clubIdNamed } from '../support/rivalClub.js';
import { signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';

export let testApp: TestApp;
export let coach: Session;
export let athlete: Session;
export let clubId: string;

export const app = () => testApp.app;
export const db = () => testApp.testDatabase.database.db;

/** Touchline FC, its coach and its athlete, on an app that runs its jobs (files are read, tracks processed). */
export function useImportsWorld(): void {
  beforeAll(async () => {
    testApp = await startTestApp();
    clubId = await clubIdNamed(db(), 'Touchline FC');
    coach = await signIn(app(), 'coach@touchline.test');
    athlete = await signIn(app(), 'athlete@touchline.test');
  });
  afterAll(() => testApp.close());
}
