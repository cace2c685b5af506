import { calendarDateIn } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  surveyDistributions,
  surveyTimerTriggers,
} from '../../src/db/surveysSchema.js';
import { createSurvey } from '../../src/modules/surveys/createSurvey.service.js';
import { queueSurveyTriggers } from '../../src/modules/surveys/queueSurveyTriggers.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { BACKGROUND_WAIT_MS } from '../support/backgroundWait.js';

// The triggers' clock through the real queue and workers: what is due now is sent.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp?.close());

describe('the fire-survey-trigger job', () => {
  it('sends a daily survey whose time has just come, once, through the workers', async () => {
    const { db } = testApp.testDatabase.database;
    const clubId = await clubIdNamed(db, 'Touchline FC');
    const { survey } = await createSurvey(db, {
      clubId,
      title: 'Now',
      questions: [{ kind: 'scale', prompt: 'Sleep', min: 1, max: 7 }],
    });
    const justNow = new Date(Date.now() - 60_000);
    const utc = justNow.toISOString();
    const [trigger] = await db
      .insert(surveyTimerTriggers)
      .values({
        clubId,
        surveyId: survey.id,
        kind: 'daily',
        localTime: utc.slice(11, 16),
        timeZone: 'UTC',
        createdAt: new Date(Date.now() - 86_400_000),
      })
      .returning();
    const { jobs } = testApp.app.touchline;
    expect(await queueSurveyTriggers(db, jobs)).toBeGreaterThan(0);
    const sent = () =>
      db.select().from(surveyDistributions).where(eq(surveyDistributions.triggerId, trigger!.id));
    await expect.poll(async () => (await sent()).length, { timeout: BACKGROUND_WAIT_MS }).toBe(1);
    const [distribution] = await sent();
    expect(distribution!.occurrence).toBe(calendarDateIn(justNow, 'UTC'));
    const told = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.clubId, clubId), eq(notifications.type, 'LegacySurveyDistributed')),
      );
    expect(told.some((row) => row.payload.distributionId === distribution!.id)).toBe(true);
  });
});
