import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteMetricSets } from '../src/db/metricsSchema.js';
import { clubIdNamed, createRivalClub } from './support/rivalClub.js';
import { addAthletes, createShortMatch, edgeExports } from './support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';
import { postUpload } from './support/uploadFile.js';
import { untilProcessed } from './support/untilProcessed.js';

const READ = `query ($id: ID!) { club(id: $id) { metricSettings { sprintSpeedKph highIntensitySpeedKph speedZoneBoundsKph individualSpeedZones } } }`;
const UPDATE = `mutation ($input: UpdateMetricSettingsInput!) {
  updateMetricSettings(input: $input) { metricSettings { sprintSpeedKph highIntensitySpeedKph } sessionsReprocessing errors { path fullMessages } }
}`;

let testApp: TestApp;
let coach: Session;
let athlete: Session;
let clubId: string;
let rivalClubId: string;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await startTestApp();
  clubId = await clubIdNamed(db(), 'Touchline FC');
  rivalClubId = (await createRivalClub(db())).clubId;
  coach = await signIn(testApp.app, 'coach@touchline.test');
  athlete = await signIn(testApp.app, 'athlete@touchline.test');
});
afterAll(() => testApp.close());

async function sprintDistance(sessionId: string) {
  const [row] = await db()
    .select({ sprintM: athleteMetricSets.totalSprintDistanceM })
    .from(athleteMetricSets)
    .where(
      and(eq(athleteMetricSets.sessionId, sessionId), eq(athleteMetricSets.windowKey, 'session')),
    );
  return row!.sprintM;
}

describe('metric settings', () => {
  it('are the defaults until staff change them, and for staff only', async () => {
    const read = await graphql(testApp.app, coach, READ, { id: clubId });
    expect(read.data).toEqual({
      club: {
        metricSettings: {
          sprintSpeedKph: 25.2,
          highIntensitySpeedKph: 19.8,
          speedZoneBoundsKph: [6.1, 12, 14.4, 19.8, 25.2],
          individualSpeedZones: false,
        },
      },
    });
    const byAthlete = await graphql(testApp.app, athlete, UPDATE, {
      input: { clubId, sprintSpeedKph: 20 },
    });
    expect(byAthlete.errors).toBeUndefined();
    expect(byAthlete.data).toMatchObject({
      updateMetricSettings: { metricSettings: null, errors: [{ path: ['input'] }] },
    });
    const foreign = await graphql(testApp.app, coach, UPDATE, {
      input: { clubId: rivalClubId, sprintSpeedKph: 20 },
    });
    expect(foreign.data).toMatchObject({
      updateMetricSettings: {
        metricSettings: null,
        errors: [{ path: ['input'], fullMessages: ['Club not found'] }],
      },
    });
  });

  it('refuses settings that make no sense and changes nothing', async () => {
    const answer = await graphql(testApp.app, coach, UPDATE, {
      input: { clubId, sprintSpeedKph: 15 },
    });
    expect(answer.data).toMatchObject({
      updateMetricSettings: {
        metricSettings: null,
        errors: [
          {
            path: ['input'],
            fullMessages: ['The sprint speed must be above the high-intensity speed.'],
          },
        ],
      },
    });
    const read = await graphql<{ club: { metricSettings: { sprintSpeedKph: number } } }>(
      testApp.app,
      coach,
      READ,
      { id: clubId },
    );
    expect(read.data!.club.metricSettings.sprintSpeedKph).toBe(25.2);
  });

  it('re-computes the club’s sessions from their stored files with the new thresholds', async () => {
    const session = await createShortMatch(db(), clubId);
    const [athleteId] = await addAthletes(db(), clubId, ['Noor Haddad']);
    const upload = await postUpload(
      testApp.app,
      coach,
      { sessionId: session.id, athleteId: athleteId! },
      {
        name: 'noor.csv',
        content: edgeExports(1, 21)[0]!,
      },
    );
    expect(upload.statusCode).toBe(201);
    await untilProcessed(db(), session.id);
    const before = await sprintDistance(session.id);

    const answer = await graphql<{ updateMetricSettings: { sessionsReprocessing: number } }>(
      testApp.app,
      coach,
      UPDATE,
      {
        input: { clubId, highIntensitySpeedKph: 14.4, sprintSpeedKph: 18 },
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateMetricSettings.sessionsReprocessing).toBeGreaterThanOrEqual(1);
    await untilProcessed(db(), session.id);
    expect(await sprintDistance(session.id)).toBeGreaterThan(before + 10);
  });
});
