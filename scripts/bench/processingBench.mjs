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

async function waitUntilProcessed(db, sessions, eq, sessionId) {
  for (;;) {
    const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
    if (row && !row.dataProcessing) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
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
    tables,
    orm,
  ] = await Promise.all([
    serverModule('app.js'),
    serverModule('config.js'),
    serverModule('demo/createDemoWorld.js'),
    serverModule('modules/sessions/storeUpload.service.js'),
    serverModule('access/Access.js'),
    serverModule('loaders.js'),
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
    const started = performance.now();
    for (const file of files) {
      await storeUpload({ db, jobs: app.touchline.jobs }, commandLine, {
        sessionId: session.id,
        fileName: `${file.athleteId}.csv`,
        content: file.content,
        athleteId: file.athleteId,
      });
    }
    await waitUntilProcessed(db, sessions, orm.eq, session.id);
    const seconds = (performance.now() - started) / 1000;
    const label = `${ATHLETES}-athlete 90-minute match, upload to metrics`;
    console.log(
      `${label.padEnd(48)} ${seconds.toFixed(2)} s (${(samples / 1e6).toFixed(1)} M samples)`,
    );
    return seconds;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchProcessing();
