import { DEFAULT_METRIC_SETTINGS, type MetricSettings } from '@touchline/domain';
import { and, eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { athleteMetricSets, clubMetricSettings, teamMetricSets } from '../../src/db/tables.js';
import { recomputeSegment } from '../../src/modules/segments/recomputeSegment.js';
import {
  startEngineThreads,
  type EngineThreads,
} from '../../src/modules/processing/engineThreads.js';
import { loadProcessedTracks } from '../../src/modules/processing/loadProcessedTracks.js';
import { loadStoredTrackInputs } from '../../src/modules/processing/loadStoredTrackInputs.js';
import { createProcessedTrackCache } from '../../src/modules/processing/processedTrackCache.js';
import { queueSegmentReprocessing } from '../../src/modules/processing/queueProcessing.js';
import { KICK_OFF } from '../support/sessionFixtures.js';
import { seedReportSessions, type ReportSessions } from '../support/sessionReportFixtures.js';
import { clubIdNamed } from '../support/rivalClub.js';
import { graphql, signIn, startTestApp, type Session, type TestApp } from '../support/testApp.js';
import { untilProcessed } from '../support/untilProcessed.js';
import {
  CREATE_SEGMENT,
  participationIdsOf,
  UPDATE_SEGMENT,
  SEGMENT_DETAILS_QUERY,
  type SegmentAnswer,
} from './segmentOperations.js';
import { BACKGROUND_WAIT_MS } from '../support/backgroundWait.js';

let testApp: TestApp;
let coach: Session;
let seeded: ReportSessions;
let clubId: string;
let segmentId: string;
let engine: EngineThreads;
/** Tracks the engine threads parsed and processed (what a kept track saves). */
let processedByEngine = 0;
/** Each engine task's raw tracks: one task per upload read. */
const uploadsParsed: string[][] = [];
const clients: Client[] = [];

const db = () => testApp.testDatabase.database.db;
const minute = 60_000;
const at = (minutes: number) => new Date(KICK_OFF.getTime() + minutes * minute).toISOString();
const BYTES = 256 * 1024 * 1024;

/** The segment's stored metric sets, without what differs between two writes of the same values. */
async function storedRows() {
  const athletes = await db()
    .select()
    .from(athleteMetricSets)
    .where(eq(athleteMetricSets.segmentId, segmentId));
  const [team] = await db()
    .select()
    .from(teamMetricSets)
    .where(
      and(
        eq(teamMetricSets.sessionId, seeded.trainingId),
        eq(teamMetricSets.windowKey, `segment:${segmentId}`),
      ),
    );
  const values = ({ id: _id, computedAt: _at, ...rest }: Record<string, unknown>) => rest;
  return {
    athletes: athletes
      .map((row) => values(row))
      .sort((a, b) =>
        String(a.sessionParticipationId).localeCompare(String(b.sessionParticipationId)),
      ),
    team: team ? values(team) : null,
  };
}

/** The app's own recompute of the new segment is done: the test's recomputes alone write. */
async function untilAppRecomputed() {
  await expect
    .poll(
      async () => {
        const answer = await graphql<{ segment: SegmentAnswer }>(
          testApp.app,
          coach,
          SEGMENT_DETAILS_QUERY,
          { segmentId },
        );
        return answer.data!.segment.metricsProcessing;
      },
      { timeout: BACKGROUND_WAIT_MS, interval: 100 },
    )
    .toBe(false);
}

async function recompute(processedTracks: ReturnType<typeof createProcessedTrackCache>) {
  const outcome = await recomputeSegment(
    { db: db(), engine, processedTracks },
    { clubId, sessionId: seeded.trainingId, segmentId },
  );
  expect(outcome).toBe('recomputed');
  return storedRows();
}

async function setClubSettings(settings: MetricSettings) {
  await db()
    .insert(clubMetricSettings)
    .values({ clubId, algorithmVersion: settings.algorithmVersion, settings })
    .onConflictDoUpdate({ target: clubMetricSettings.clubId, set: { settings } });
}

beforeAll(async () => {
  testApp = await startTestApp();
  coach = await signIn(testApp.app, 'coach@touchline.test');
  clubId = await clubIdNamed(db(), 'Touchline FC');
  seeded = await seedReportSessions(testApp, coach, clubId);
  const participationOf = await participationIdsOf(db(), seeded.trainingId);
  const threads = startEngineThreads();
  engine = {
    ...threads,
    processStoredTracks: (work) => {
      processedByEngine += work.inputs.length;
      uploadsParsed.push(work.inputs.map((input) => input.rawTrackId));
      return threads.processStoredTracks(work);
    },
  };
  const clipped = seeded.squad['Hayes, Jordan "JJ"'];
  type Created = { createSessionSegment: { segment: SegmentAnswer } };
  const created = await graphql<Created>(testApp.app, coach, CREATE_SEGMENT, {
    attributes: {
      sessionId: seeded.trainingId,
      title: 'Rondo',
      startTime: at(3),
      endTime: at(13),
      participations: Object.values(participationOf).map((id) => ({ id, tagDefinitionIds: [] })),
      clippedTimePeriodsByAthlete: [
        {
          athleteId: clipped,
          clippedTimePeriods: [
            { startOffset: minute, endOffset: 4 * minute },
            { startOffset: 6 * minute, endOffset: 9 * minute },
          ],
        },
      ],
    },
  });
  segmentId = created.data!.createSessionSegment.segment.id;
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  await engine?.close();
  await testApp.close();
});

describe('a segment’s recompute from kept processed tracks', () => {
  it('stores the rows processing stores, and the same rows whether the tracks were kept or not', async () => {
    await untilAppRecomputed();
    // Individual speed zones: each athlete's best top speed is read too.
    await setClubSettings({ ...DEFAULT_METRIC_SETTINGS, individualSpeedZones: true });
    await queueSegmentReprocessing(db(), testApp.app.touchline.jobs, clubId, segmentId);
    await untilProcessed(db(), seeded.trainingId);
    const processing = await storedRows();
    expect(processing.athletes.length).toBeGreaterThan(1);

    const kept = createProcessedTrackCache(BYTES);
    const uncached = await recompute(kept);
    const processedOnce = processedByEngine;
    expect(processedOnce).toBe(processing.athletes.length);
    expect(uncached.athletes).toEqual(processing.athletes);

    const cached = await recompute(kept);
    expect(processedByEngine).toBe(processedOnce);
    expect(cached).toEqual(uncached);
  });

  it('processes the tracks again after the club’s metric settings changed, never serving stale ones', async () => {
    const kept = createProcessedTrackCache(BYTES);
    const before = await recompute(kept);
    const processed = processedByEngine;

    await setClubSettings({
      ...DEFAULT_METRIC_SETTINGS,
      individualSpeedZones: true,
      smoothingWindowS: 1.5,
    });
    const afterChange = await recompute(kept);
    expect(processedByEngine).toBe(processed + before.athletes.length);
    expect(afterChange.athletes.map((row) => row.totalDistanceM)).not.toEqual(
      before.athletes.map((row) => row.totalDistanceM),
    );
    expect(await recompute(createProcessedTrackCache(BYTES))).toEqual(afterChange);
  });
});

describe('processing tracks that are not kept', () => {
  it('reads and parses an upload once for all its tracks asked for together', async () => {
    const [first, second] = await loadStoredTrackInputs(db(), seeded.trainingId);
    // A positions file holds the whole team: here a second raw track of the first file.
    const sameFile = { ...first!, rawTrackId: 'another track of the file' };
    uploadsParsed.length = 0;
    const outcomes = await loadProcessedTracks(
      { db: db(), engine, processedTracks: createProcessedTrackCache(BYTES) },
      [first!, second!, sameFile],
    );
    expect(uploadsParsed.sort()).toEqual(
      [[first!.rawTrackId, sameFile.rawTrackId], [second!.rawTrackId]].sort(),
    );
    expect(outcomes.map((outcome) => outcome.kind)).toEqual([
      'processed',
      'processed',
      'processed',
    ]);
    expect(outcomes[2]).toEqual(outcomes[0]);
    expect(outcomes[1]).not.toEqual(outcomes[0]);
  });
});

/** The preparations queued for the training, by state. */
async function preparations(): Promise<string[]> {
  const { rows } = await testApp.testDatabase.database.executeSql(
    `select state from pgboss.job where name = 'prepare-segment-recomputes'
      and data->>'sessionId' = $1`,
    [seeded.trainingId],
  );
  return (rows as { state: string }[]).map((row) => row.state);
}

/** Someone's browser following the training's segments, as the editor does; resolves on its first event. */
function followSegments(url: string, cookie: string): Promise<unknown> {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({ url, webSocketImpl: CookieWebSocket, retryAttempts: 0 });
  clients.push(client);
  return new Promise((resolve, reject) => {
    client.subscribe(
      {
        query: `subscription ($sessionId: ID!) { segmentsUpdated(sessionId: $sessionId) { change } }`,
        variables: { sessionId: seeded.trainingId },
      },
      { next: resolve, error: reject, complete: () => undefined },
    );
  });
}

describe('opening the segment editor', () => {
  it('has a worker process the session’s tracks for staff, not for athletes', async () => {
    await untilAppRecomputed();
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const url = `ws://127.0.0.1:${address.port}/api/cable`;
    const rename = (title: string) =>
      graphql(testApp.app, coach, UPDATE_SEGMENT, { id: segmentId, patch: { title } });

    // The subscription's start is not observable: saves until the athlete hears one.
    const athlete = await signIn(testApp.app, 'athlete@touchline.test');
    const athleteHeard = followSegments(url, athlete.cookie);
    let saves = 0;
    while (
      !(await Promise.race([
        athleteHeard.then(() => true),
        rename(`Rondo ${++saves}`).then(() => false),
      ]))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await preparations()).toEqual([]);

    void followSegments(url, coach.cookie);
    await expect
      .poll(preparations, { timeout: BACKGROUND_WAIT_MS, interval: 100 })
      .toEqual(['completed']);
  });
});
