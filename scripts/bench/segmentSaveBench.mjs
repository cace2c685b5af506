// Segment editor, server side: a 2-hour training of 40 athletes at 10 Hz stored
// through the real upload pipeline, then SegmentsQuery's answer time and the
// time from a segment's save until its recomputed metrics are stored: cold (the
// first save after a restart, nothing prepared) and warm (after the editor
// opened the session, which has the worker process its tracks meanwhile).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { graphql, signInOverHttp } from './httpSession.mjs';
import { openBenchServer, storeTwoHourSession } from './lib/twoHourSession.mjs';

const QUERY_RUNS = 7;
const SAVE_RUNS = 5;

const SEGMENTS_QUERY = `query SegmentsQuery($sessionId: ID!) {
  session(id: $sessionId) { ... on TrainingSession { startTime endTime
    club { id settings { segmentTitles } tagDefinitions { id label colour validTaggableTypes }
      athleteGroups { id name colour athletes { id } } }
    sessionParticipations { id tagDefinitionIds athlete { id name initials }
      athleteMetricSet { sampledSpeedKphOverTime { startTime intervalMs packedValues } } }
    segments { id title startTime endTime tagDefinitionIds metricsProcessing
      segmentParticipations { id tagDefinitionIds sessionParticipation { id } }
      clippedTimePeriodsByAthlete { athleteId clippedTimePeriods { startOffset endOffset tagDefinitionIds } } }
  } } }`;

const SEGMENTS_UPDATED = `subscription SegmentsUpdatedSubscription($sessionId: ID!) {
  segmentsUpdated(sessionId: $sessionId) { sessionId segmentId change } }`;

const UPDATE_SEGMENT = `mutation UpdateSessionSegmentMutation($id: ID!, $patch: SessionSegmentPatch!) {
  updateSessionSegment(id: $id, patch: $patch) { segment { id } errors { path fullMessages } } }`;

const CREATE_SEGMENT = `mutation CreateSessionSegmentMutation($attributes: SessionSegmentAttributes!) {
  createSessionSegment(attributes: $attributes) { segment { id } errors { path fullMessages } } }`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const iso = (ms) => new Date(ms).toISOString();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const line = (label, value) => console.log(`${label.padEnd(62)} ${value}`);
const list = (values) => values.map((ms) => ms.toFixed(0)).join(', ');

async function until(check) {
  for (;;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** When the segment's team metric set was last stored (0: never). */
function storedAt(server, sessionId, segmentId) {
  const { db, tables, orm } = server;
  return async () => {
    const [row] = await db
      .select({ computedAt: tables.teamMetricSets.computedAt })
      .from(tables.teamMetricSets)
      .where(
        orm.and(
          orm.eq(tables.teamMetricSets.sessionId, sessionId),
          orm.eq(tables.teamMetricSets.windowKey, `segment:${segmentId}`),
        ),
      );
    return row?.computedAt.getTime() ?? 0;
  };
}

/** Milliseconds from sending a save (a new end time) until its recomputed metrics are stored. */
async function saveToStored(server, coach, segment, endMs) {
  const computedAt = storedAt(server, segment.sessionId, segment.id);
  const before = await computedAt();
  const started = performance.now();
  const answer = await graphql(coach, UPDATE_SEGMENT, {
    id: segment.id,
    patch: { endTime: iso(endMs) },
  });
  if (answer.updateSessionSegment.errors.length > 0) {
    throw new Error(`the save was refused: ${JSON.stringify(answer.updateSessionSegment.errors)}`);
  }
  await until(async () => (await computedAt()) > before);
  return performance.now() - started;
}

/** Preparations of segment recomputes the server finished so far. */
async function preparationsDone({ db, orm }) {
  const result = await db.execute(
    orm.sql`select count(*)::int as done from pgboss.job
      where name = 'prepare-segment-recomputes' and state = 'completed'`,
  );
  return (result.rows ?? result)[0].done;
}

/**
 * What the editor does on opening a session: SegmentsQuery, then the live
 * segmentsUpdated subscription. Resolves with the subscription's client once the
 * server finished the preparation it queued, and how long that took.
 */
async function openEditor(server, coach, sessionId) {
  const done = await preparationsDone(server);
  const started = performance.now();
  await graphql(coach, SEGMENTS_QUERY, { sessionId });
  const { cookie } = coach;
  class CookieWebSocket extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({
    url: `${coach.baseUrl.replace(/^http/, 'ws')}/api/cable`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: false,
  });
  client.subscribe(
    { query: SEGMENTS_UPDATED, variables: { sessionId } },
    {
      next: () => {},
      error: (error) => console.error('segmentsUpdated failed', error),
      complete: () => {},
    },
  );
  await until(async () => (await preparationsDone(server)) > done);
  return { client, preparedMs: performance.now() - started };
}

/** Median SegmentsQuery answer (ms) and median save-to-stored-metrics times (ms), cold and warm. */
export async function benchSegmentSave() {
  console.log('\n== segment editor, server (embedded database)');
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-segment-bench-'));
  let server = await openBenchServer(dataDir, 0);
  try {
    const { sessionId, startMs } = await storeTwoHourSession(server);
    let coach = await signInOverHttp(await server.listen());

    const queryMs = [];
    for (let run = 0; run < QUERY_RUNS; run++) {
      const started = performance.now();
      await graphql(coach, SEGMENTS_QUERY, { sessionId });
      queryMs.push(performance.now() - started);
    }
    line('SegmentsQuery, 40 athletes x 2 h (median of 7)', `${median(queryMs).toFixed(0)} ms`);

    const created = await graphql(coach, CREATE_SEGMENT, {
      attributes: {
        sessionId,
        title: 'Bench drill',
        startTime: iso(startMs + 20 * 60_000),
        endTime: iso(startMs + 35 * 60_000),
      },
    });
    const segment = { id: created.createSessionSegment.segment.id, sessionId };
    await until(async () => (await storedAt(server, sessionId, segment.id)()) > 0);
    const endOf = (run) => startMs + (36 + (run % 10)) * 60_000;

    // Cold: each save is the first after a restart, with nothing prepared.
    const loadBefore = load();
    const coldMs = [];
    for (let run = 0; run < SAVE_RUNS; run++) {
      await server.close();
      server = await openBenchServer(dataDir, 0);
      coach = await signInOverHttp(await server.listen());
      coldMs.push(await saveToStored(server, coach, segment, endOf(run)));
    }

    // Warm: the editor opened the session (after a restart), then the saves.
    await server.close();
    server = await openBenchServer(dataDir, 0);
    coach = await signInOverHttp(await server.listen());
    const editor = await openEditor(server, coach, sessionId);
    const warmMs = [];
    for (let run = 0; run < SAVE_RUNS; run++) {
      warmMs.push(await saveToStored(server, coach, segment, endOf(SAVE_RUNS + run)));
    }
    await editor.client.dispose();

    line(
      'save -> stored, cold: first save after a restart (median of 5)',
      `${median(coldMs).toFixed(0)} ms (${list(coldMs)})`,
    );
    line(
      'editor opened -> session tracks prepared (after a restart)',
      `${editor.preparedMs.toFixed(0)} ms`,
    );
    line(
      'save -> stored, warm: editor open (median of 5, < 1000)',
      `${median(warmMs).toFixed(0)} ms (${list(warmMs)})`,
    );
    line('load average (1, 5, 15 min) before / after the saves', `${loadBefore} / ${load()}`);
    return { queryMs: median(queryMs), saveMs: median(warmMs), coldSaveMs: median(coldMs) };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchSegmentSave();
