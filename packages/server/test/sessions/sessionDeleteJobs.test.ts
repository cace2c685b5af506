import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawTracks } from '../../src/db/tables.js';
import { aggregateSession } from '../../src/modules/processing/aggregateSession.js';
import { startEngineThreads } from '../../src/modules/processing/index.js';
import { processRawTracks } from '../../src/modules/processing/processRawTracks.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { addAthletes, createShortMatch, edgeExports } from '../support/sessionFixtures.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';
import { postUpload } from '../support/uploadFile.js';

// No workers: the upload's jobs stay queued, as on a busy server.
let testApp: TestApp;
let coach: Session;
let clubId: string;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await startTestApp({ workers: false });
  clubId = await clubIdNamed(db(), 'Touchline FC');
  coach = await signIn(testApp.app, 'coach@touchline.test');
});
afterAll(() => testApp.close());

async function waitingJobsOf(sessionId: string) {
  const { rows } = await testApp.testDatabase.database.executeSql(
    `select name from pgboss.job where data->>'sessionId' = $1 and state in ('created', 'retry')`,
    [sessionId],
  );
  return (rows as { name: string }[]).map((row) => row.name);
}

it("deletes a session's waiting jobs with it; a job that runs anyway writes nothing", async () => {
  const match = await createShortMatch(db(), clubId);
  const [athleteId] = await addAthletes(db(), clubId, ['Queued Player']);
  const upload = await postUpload(
    testApp.app,
    coach,
    { sessionId: match.id, athleteId: athleteId! },
    { name: 'queued.csv', content: edgeExports(1, 4)[0]! },
  );
  const [rawTrackId] = upload.json<{ rawTrackIds: string[] }>().rawTrackIds;
  expect(await waitingJobsOf(match.id)).toEqual(['process-raw-track']);

  const answer = await graphql(
    testApp.app,
    coach,
    `mutation ($id: ID!) { deleteSession(id: $id) { id errors { fullMessages } } }`,
    { id: match.id },
  );
  expect(answer.data).toEqual({ deleteSession: { id: match.id, errors: [] } });
  expect(await waitingJobsOf(match.id)).toEqual([]);

  const engine = startEngineThreads();
  try {
    const outcomes = await processRawTracks({ db: db(), engine }, [rawTrackId!]);
    expect(outcomes.get(rawTrackId!)).toBe('gone');
  } finally {
    await engine.close();
  }
  await aggregateSession(db(), { clubId, sessionId: match.id });
  expect(await db().select().from(rawTracks).where(eq(rawTracks.id, rawTrackId!))).toEqual([]);
});
