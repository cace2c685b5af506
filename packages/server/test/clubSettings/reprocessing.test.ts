import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cableClient } from '../support/cableClient.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { addAthletes, createShortMatch, edgeExports } from '../support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';
import { postUpload } from '../support/uploadFile.js';
import { untilProcessed } from '../support/untilProcessed.js';

// docs/product/club-administration.md §6: how many sessions a change re-processes, and its progress, live.

const COUNT = `query ($id: ID!) { club(id: $id) { sessionsWithStoredFiles } }`;
const UPDATE = `mutation ($input: UpdateMetricSettingsInput!) {
  updateMetricSettings(input: $input) { sessionsReprocessing errors { path fullMessages } } }`;
const PROGRESS = `subscription ($clubId: ID!) { clubReprocessing(clubId: $clubId) { clubId sessionsProcessing } }`;

let testApp: TestApp;
let coach: Session;
let clubId: string;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await startTestApp();
  clubId = await clubIdNamed(db(), 'Touchline FC');
  coach = await signIn(testApp.app, 'coach@touchline.test');
});
afterAll(() => testApp.close());

describe('re-processing after new thresholds', () => {
  it('is counted first, then followed live until no session is left', async () => {
    const match = await createShortMatch(db(), clubId);
    const [athleteId] = await addAthletes(db(), clubId, ['Sam Okafor']);
    const upload = await postUpload(
      testApp.app,
      coach,
      { sessionId: match.id, athleteId: athleteId! },
      { name: 'sam.csv', content: edgeExports(1, 5)[0]! },
    );
    expect(upload.statusCode).toBe(201);
    await untilProcessed(db(), match.id);

    const count = await graphql<{ club: { sessionsWithStoredFiles: number } }>(
      testApp.app,
      coach,
      COUNT,
      { id: clubId },
    );
    expect(count.data!.club.sessionsWithStoredFiles).toBe(1);

    const client = await cableClient(testApp.app, coach);
    const heard: number[] = [];
    let first!: () => void;
    const subscribed = new Promise<void>((resolve) => (first = resolve));
    const finished = new Promise<void>((resolve, reject) => {
      client.subscribe(
        { query: PROGRESS, variables: { clubId } },
        {
          next: (answer) => {
            const left = (answer.data as { clubReprocessing: { sessionsProcessing: number } })
              .clubReprocessing.sessionsProcessing;
            heard.push(left);
            first();
            if (heard.length > 1 && left === 0) resolve();
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    try {
      await subscribed;
      expect(heard).toEqual([0]);
      const answer = await graphql<{ updateMetricSettings: { sessionsReprocessing: number } }>(
        testApp.app,
        coach,
        UPDATE,
        { input: { clubId, sprintSpeedKph: 27 } },
      );
      expect(answer.data!.updateMetricSettings).toEqual({ sessionsReprocessing: 1, errors: [] });
      await finished;
      expect(heard.at(-1)).toBe(0);
    } finally {
      await client.dispose();
    }
  });
});
