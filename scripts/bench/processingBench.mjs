// Processing throughput: a 90-minute match of 22 athletes, from the uploads
// (through the command-line uploader) until every metric set is stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { simulateSession, writeEdgeCsv } from '@touchline/domain';
import { repoRoot } from '../lib/run.mjs';

const ATHLETES = 22;
const KICK_OFF_MS = Date.UTC(2024, 4, 4, 15, 0, 0);

function serverModule(path) {
  return import(pathToFileURL(join(repoRoot, 'packages/server/dist', path)).href);
}

/**
 * Looks at the session's raw tracks, from the first upload, and at the
 * session once every upload is answered, until it is processed; notes when
 * each track was first seen at each stage (ms since `started`). It looks when
 * the server announces the session's progress (the events its pages hear), not
 * on a timer: polling every 20 ms took a fifth of the embedded database's
 * time, on the thread that stores the metrics being measured.
 */
async function waitUntilProcessed(
  { db, database, tables, orm, channel },
  sessionId,
  started,
  uploaded,
) {
  const { sessions, rawTracks, sessionParticipations } = tables;
  const seen = new Map();
  let announced = false;
  let wake = () => {};
  const unlisten = await database.listen(channel, (payload) => {
    if (!payload.includes(sessionId)) return;
    announced = true;
    wake();
  });
  uploaded.announce = () => {
    announced = true;
    wake();
  };
  try {
    for (;;) {
      announced = false;
      const now = performance.now() - started;
      const tracks = await db
        .select({ id: rawTracks.id, status: rawTracks.status })
        .from(rawTracks)
        .innerJoin(
          sessionParticipations,
          orm.eq(sessionParticipations.id, rawTracks.sessionParticipationId),
        )
        .where(orm.eq(sessionParticipations.sessionId, sessionId));
      for (const { id, status } of tracks) {
        const stages = seen.get(id) ?? {};
        stages[status] ??= now;
        seen.set(id, stages);
      }
      const [row] = uploaded.done
        ? await db.select().from(sessions).where(orm.eq(sessions.id, sessionId))
        : [];
      if (row && !row.dataProcessing) return { doneMs: now, stages: [...seen.values()] };
      // An announcement during the look means another look; a slow timer in case one is missed.
      if (!announced) {
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, 1000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = () => {};
      }
    }
  } finally {
    await unlisten();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};
const first = (values) => Math.min(...values.filter((v) => v !== undefined));
const last = (values) => Math.max(...values.filter((v) => v !== undefined));

/** Where the time went, from the stages the tracks were seen at (looked at when announced). */
function printBreakdown(uploadedMs, { doneMs, stages }) {
  const at = (status) => stages.map((track) => track[status]);
  const ms = (value) => `${Math.round(value)} ms`.padStart(8);
  const lines = [
    ['every upload answered', uploadedMs],
    ['first track reading', first(at('reading'))],
    ['last track computing (file read)', last(at('computing'))],
    ['first track stored', first(at('processed'))],
    ['last track stored', last(at('processed'))],
    ['session processed (team sets stored)', doneMs],
  ];
  for (const [label, value] of lines) console.log(`  ${label.padEnd(46)} ${ms(value)}`);
  const span = (from, to) => median(stages.map((track) => track[to] - track[from]));
  console.log(
    `  ${'a track: queued to reading (median)'.padEnd(46)} ${ms(span('queued', 'reading'))}`,
  );
  console.log(
    `  ${'a track: reading to computing (median)'.padEnd(46)} ${ms(span('reading', 'computing'))}`,
  );
  console.log(
    `  ${'a track: computing to stored (median)'.padEnd(46)} ${ms(span('computing', 'processed'))}`,
  );
}

/** Seconds from the first upload of a 22-athlete match until its metrics are stored. */
export async function benchProcessing() {
  const [
    { buildApp },
    { loadConfig },
    { createDemoWorld },
    { storeUpload },
    { Access },
    { createLoaders },
    { EVENTS_CHANNEL },
    tables,
    orm,
  ] = await Promise.all([
    serverModule('app.js'),
    serverModule('config.js'),
    serverModule('demo/createDemoWorld.js'),
    serverModule('modules/sessions/storeUpload.service.js'),
    serverModule('access/Access.js'),
    serverModule('loaders.js'),
    serverModule('pubsub/touchlineEvents.js'),
    serverModule('db/tables.js'),
    import('drizzle-orm'),
  ]);
  const { athletes, clubs, sessions, matchPeriods } = tables;
  console.log('\n== processing (embedded database)');
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-processing-bench-'));
  const config = loadConfig({
    TOUCHLINE_DATA_DIR: dataDir,
    TOUCHLINE_WEB_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config);
  try {
    const { db } = app.touchline.database;
    await createDemoWorld(db, { portalUrl: config.demoPortalUrl });
    const [club] = await db.select().from(clubs).where(orm.eq(clubs.name, 'Touchline FC'));
    const roster = await db
      .insert(athletes)
      .values(
        Array.from({ length: ATHLETES }, (_, a) => ({
          clubId: club.id,
          name: `Bench Player ${a + 1}`,
          initials: `B${a + 1}`,
        })),
      )
      .returning();
    const simulated = simulateSession({
      seed: 90,
      kind: 'match',
      startTime: KICK_OFF_MS,
      athletes: roster.map((athlete) => athlete.id),
    });
    const files = simulated.athletes.map((athlete) => ({
      athleteId: athlete.id,
      content: new TextEncoder().encode(writeEdgeCsv(athlete.track)),
    }));
    const [session] = await db
      .insert(sessions)
      .values({
        clubId: club.id,
        kind: 'match',
        startTime: new Date(simulated.startMs),
        endTime: new Date(simulated.endMs),
        dataProcessing: false,
      })
      .returning();
    const halves = simulated.segments.filter((segment) => segment.kind === 'half');
    await db.insert(matchPeriods).values(
      halves.map((half, ordinal) => ({
        clubId: club.id,
        sessionId: session.id,
        name: half.name,
        ordinal,
        startTime: new Date(half.startMs),
        endTime: new Date(half.endMs),
      })),
    );
    const samples = simulated.athletes.reduce((n, a) => n + a.track.timeMs.length, 0);
    // As `touchline import` uploads: one command-line Access for its files.
    const commandLine = Access.commandLine(db, createLoaders);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const uploaded = { done: false };
    const watching = waitUntilProcessed(
      { db, database: app.touchline.database, tables, orm, channel: EVENTS_CHANNEL },
      session.id,
      started,
      uploaded,
    );
    for (const file of files) {
      await storeUpload({ db, jobs: app.touchline.jobs }, commandLine, {
        sessionId: session.id,
        fileName: `${file.athleteId}.csv`,
        content: file.content,
        athleteId: file.athleteId,
      });
    }
    const uploadedMs = performance.now() - started;
    uploaded.done = true;
    uploaded.announce?.();
    const progress = await watching;
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const label = `${ATHLETES}-athlete 90-minute match, upload to metrics`;
    console.log(
      `${label.padEnd(48)} ${seconds.toFixed(2)} s (${(samples / 1e6).toFixed(1)} M samples)`,
    );
    printBreakdown(uploadedMs, progress);
    // What the process's threads spent meanwhile: steadier than the time on a busy machine.
    console.log(
      `  ${'CPU time of the process, every thread'.padEnd(46)} ${`${Math.round((cpu.user + cpu.system) / 1000)} ms`.padStart(8)}`,
    );
    return seconds;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchProcessing();
