import {
  computeWindowMetrics,
  DEFAULT_METRIC_SETTINGS,
  DEFAULT_SIMULATED_PITCH,
  importTracks,
  processTrack,
} from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  athleteMetricSets,
  clubMetricSettings,
  heatmapGrids,
  processingWarnings,
  rawTracks,
  teamMetricSets,
} from '../src/db/tables.js';
import { queueClubReprocessing } from '../src/modules/processing/queueProcessing.js';
import { parseEvent } from '../src/pubsub/parseEvent.js';
import { EVENTS_CHANNEL } from '../src/pubsub/touchlineEvents.js';
import { seedProcessingSession, simulatedMatchFiles } from './support/processingSession.js';
import { clubIdNamed } from './support/rivalClub.js';
import { startTestApp, type TestApp } from './support/testApp.js';
import { untilProcessed } from './support/untilProcessed.js';

let testApp: TestApp;
let clubId: string;
const match = simulatedMatchFiles(3);
const halves = match.simulated.segments.filter((segment) => segment.kind !== 'halfTime');

beforeAll(async () => {
  testApp = await startTestApp();
  clubId = await clubIdNamed(testApp.app.touchline.database.db, 'Touchline FC');
});
afterAll(() => testApp.close());

const db = () => testApp.app.touchline.database.db;

async function metricRows(sessionId: string) {
  const rows = await db()
    .select()
    .from(athleteMetricSets)
    .where(eq(athleteMetricSets.sessionId, sessionId));
  return rows
    .map(({ id: _id, computedAt: _at, ...row }) => row)
    .sort((a, b) =>
      `${a.sessionParticipationId}${a.windowKey}`.localeCompare(
        `${b.sessionParticipationId}${b.windowKey}`,
      ),
    );
}

it('stores every window of every athlete, as the engine computes it, and announces it', async () => {
  const { database, jobs } = testApp.app.touchline;
  const events: unknown[] = [];
  const unlisten = await database.listen(EVENTS_CHANNEL, (payload) =>
    events.push(parseEvent(payload)),
  );
  const seeded = await seedProcessingSession(db(), jobs, {
    clubId,
    files: match.files,
    halves,
    withoutData: 1,
  });
  await untilProcessed(db(), seeded.sessionId);
  await expect
    .poll(() => events)
    .toContainEqual({ topic: 'sessionProcessed', clubId, sessionId: seeded.sessionId });
  await unlisten();

  const rows = await metricRows(seeded.sessionId);
  // Three athletes with data: the session, two halves and the segment each.
  expect(rows).toHaveLength(12);
  const [track] = await importTracks(new TextEncoder().encode(match.files[0]!.content));
  const engine = processTrack(track!, DEFAULT_METRIC_SETTINGS, DEFAULT_SIMULATED_PITCH);
  const firstHalf = seeded.periods[0]!;
  const expected = computeWindowMetrics(engine, {
    window: [{ startMs: firstHalf.startTime.getTime(), endMs: firstHalf.endTime.getTime() }],
    onPitchOnly: true,
    bucketOriginMs: firstHalf.startTime.getTime(),
  });
  const stored = rows.find(
    (row) =>
      row.sessionParticipationId === seeded.participations[0]!.id &&
      row.windowKey === `period:${firstHalf.id}`,
  )!;
  expect(stored.totalDistanceM).toBeCloseTo(expected.totalDistanceM, 6);
  expect(stored.totalDistanceM).toBeGreaterThan(200);
  expect(stored.sprintEvents).toBe(expected.sprintEvents);
  expect(stored.distanceMOverTime).toEqual(expected.distanceMOverTime);
  const grids = await db().select().from(heatmapGrids).where(eq(heatmapGrids.clubId, clubId));
  expect(grids.length).toBeGreaterThanOrEqual(6);
  expect(grids[0]!.seconds.byteLength).toBe(grids[0]!.widthCells * grids[0]!.heightCells * 4);

  // Team values average the three athletes with data; the fourth is reported.
  const [team] = await db()
    .select()
    .from(teamMetricSets)
    .where(
      and(eq(teamMetricSets.sessionId, seeded.sessionId), eq(teamMetricSets.windowKey, 'session')),
    );
  const sessionRows = rows.filter((row) => row.windowKey === 'session');
  const total = sessionRows.reduce((sum, row) => sum + row.totalDistanceM, 0);
  expect(team).toMatchObject({ participantsWithData: 3, participantsWithoutData: 1 });
  expect(team!.totalDistanceM).toBeCloseTo(total, 6);
  expect(team!.avgTotalDistanceM).toBeCloseTo(total / 3, 6);

  // Running every job again gives the same rows, not more of them.
  await queueClubReprocessing(db(), jobs, clubId);
  await untilProcessed(db(), seeded.sessionId);
  expect(await metricRows(seeded.sessionId)).toEqual(rows);
  const teams = await db()
    .select()
    .from(teamMetricSets)
    .where(eq(teamMetricSets.sessionId, seeded.sessionId));
  expect(teams).toHaveLength(4);
});

it('re-computes from the stored files when the club lowers its sprint threshold', async () => {
  const { jobs } = testApp.app.touchline;
  const seeded = await seedProcessingSession(db(), jobs, {
    clubId,
    files: match.files.slice(0, 1),
    halves,
  });
  await untilProcessed(db(), seeded.sessionId);
  const sprintDistance = async () => {
    const rows = await metricRows(seeded.sessionId);
    return rows.find((row) => row.windowKey === 'session')!.totalSprintDistanceM;
  };
  const before = await sprintDistance();
  const settings = { ...DEFAULT_METRIC_SETTINGS, sprintSpeedKph: 15 };
  await db().insert(clubMetricSettings).values({ clubId, algorithmVersion: 1, settings });
  await queueClubReprocessing(db(), jobs, clubId);
  await untilProcessed(db(), seeded.sessionId);
  expect(await sprintDistance()).toBeGreaterThan(before);
  await db().delete(clubMetricSettings).where(eq(clubMetricSettings.clubId, clubId));
});

it('leaves a readable warning and no metric rows for a malformed file', async () => {
  const { jobs } = testApp.app.touchline;
  const bad = { fileName: 'broken.csv', content: 'timestamp,lat,lon\nyesterday,59.9,10.7\n' };
  const seeded = await seedProcessingSession(db(), jobs, {
    clubId,
    files: [match.files[0]!, bad],
    halves,
  });
  await untilProcessed(db(), seeded.sessionId);
  const failed = seeded.participations[1]!.id;
  const warnings = await db()
    .select()
    .from(processingWarnings)
    .where(eq(processingWarnings.sessionId, seeded.sessionId));
  expect(warnings).toEqual([
    expect.objectContaining({
      code: 'IMPORT_FAILED',
      sessionParticipationId: failed,
      message: expect.stringMatching(/^broken\.csv, line 2: timestamp 'yesterday'/) as unknown,
    }),
  ]);
  const [rawTrack] = await db()
    .select()
    .from(rawTracks)
    .where(eq(rawTracks.sessionParticipationId, failed));
  expect(rawTrack!.status).toBe('failed');
  const rows = await metricRows(seeded.sessionId);
  expect(rows.filter((row) => row.sessionParticipationId === failed)).toEqual([]);
  expect(
    rows.filter((row) => row.sessionParticipationId === seeded.participations[0]!.id),
  ).toHaveLength(4);
});
