import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedProcessingSession, simulatedMatchFiles } from '../support/processingSession.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';
import { untilProcessed } from '../support/untilProcessed.js';
import { ask, auditRows, ERRORS } from './adminWorld.js';

// Session diagnostics (docs/product/club-administration.md §7): each raw track's importer,
// samples, rate, gaps and warnings, the processing jobs, 'Re-process' and the stored file.

let testApp: TestApp;
let staff: Session;
let clubId: string;
const match = simulatedMatchFiles(2);
const halves = match.simulated.segments.filter((segment) => segment.kind !== 'halfTime');

beforeAll(async () => {
  testApp = await startTestApp();
  clubId = await clubIdNamed(testApp.testDatabase.database.db, 'Touchline FC');
  staff = await signIn(testApp.app, 'staff@touchline.test');
});
afterAll(() => testApp.close());

const DIAGNOSTICS = `id: sessionId clubName dataProcessing
  rawTracks { id athleteName importer fileName status sampleCount samplingRateHz gapCount
    longestGapSeconds firstSampleAt lastSampleAt processedAt downloadUrl warnings { code message } }
  sessionWarnings { code message }
  jobs { id queue state createdAt startedAt completedAt error }`;

type Diagnostics = {
  clubName: string;
  rawTracks: {
    importer: string;
    status: string;
    sampleCount: number | null;
    samplingRateHz: number | null;
    gapCount: number | null;
    downloadUrl: string;
    fileName: string;
  }[];
  jobs: { queue: string; state: string; createdAt: string; completedAt: string | null }[];
};

it('shows every raw track and job of a session, re-processes it and serves its files', async () => {
  const { database, jobs } = testApp.app.touchline;
  const { db } = database;
  const seeded = await seedProcessingSession(db, jobs, { clubId, files: match.files, halves });
  await untilProcessed(db, seeded.sessionId);
  const QUERY = `query ($sessionId: ID!) { admin { sessionDiagnostics(sessionId: $sessionId) { ${DIAGNOSTICS} } } }`;
  const read = async () =>
    (
      await ask<{ admin: { sessionDiagnostics: Diagnostics } }>(testApp, staff, QUERY, {
        sessionId: seeded.sessionId,
      })
    ).admin.sessionDiagnostics;
  const diagnostics = await read();
  expect(diagnostics.clubName).toBe('Touchline FC');
  expect(diagnostics.rawTracks).toHaveLength(2);
  for (const track of diagnostics.rawTracks) {
    expect(track).toMatchObject({ importer: 'edge', status: 'processed' });
    expect(track.sampleCount).toBeGreaterThan(1000);
    expect(track.samplingRateHz).toBeGreaterThan(0);
    expect(track.gapCount).toBeGreaterThanOrEqual(0);
  }
  expect(diagnostics.jobs.map((job) => job.queue)).toContain('process-raw-track');
  expect(diagnostics.jobs.every((job) => job.state === 'completed' && job.completedAt)).toBe(true);

  const file = await testApp.app.inject({
    method: 'GET',
    url: diagnostics.rawTracks[0]!.downloadUrl,
    headers: staff.headers,
  });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toContain(diagnostics.rawTracks[0]!.fileName);
  expect(match.files.map((each) => each.content)).toContain(file.body);

  const reprocessed = await ask<{
    adminReprocessSession: { sessionDiagnostics: { dataProcessing: boolean } };
  }>(
    testApp,
    staff,
    `mutation ($sessionId: ID!) { adminReprocessSession(sessionId: $sessionId) { sessionDiagnostics { dataProcessing } ${ERRORS} } }`,
    { sessionId: seeded.sessionId },
  );
  expect(reprocessed.adminReprocessSession.sessionDiagnostics.dataProcessing).toBe(true);
  expect((await auditRows(testApp))[0]).toMatchObject({
    action: 'session.reprocess',
    clubId,
    details: { sessionId: seeded.sessionId, rawTracks: 2 },
  });
  await untilProcessed(db, seeded.sessionId);
  const after = await read();
  expect(after.jobs.filter((job) => job.queue === 'process-raw-track').length).toBe(4);
});
