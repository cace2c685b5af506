// A server in this process with a 2-hour training of 40 athletes at 10 Hz (the segment
// editor's benchmarks, docs/product/dashboard-and-segments.md §2.5): the demo accounts and
// clubs on a fresh embedded database, 40 athletes added to Touchline FC, a simulated
// training whose Edge files go through the real upload pipeline (storeUpload, then the
// processing job) until every metric set is stored. The app listens on `port` and serves
// the built web app, so a browser can open the session as the demo coach.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { simulateSession, writeEdgeCsv } from '@touchline/domain';
import { repoRoot } from '../../lib/run.mjs';

export const TWO_HOUR_ATHLETES = 40;
const DURATION_S = 2 * 60 * 60;
const START_MS = Date.UTC(2024, 4, 7, 9, 0, 0);

function serverModule(path) {
  return import(pathToFileURL(join(repoRoot, 'packages/server/dist', path)).href);
}

async function waitUntilProcessed(db, sessions, eq, sessionId) {
  for (;;) {
    const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
    if (row && !row.dataProcessing) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The server of `dataDir`, listening on `port` (0: any), with what a benchmark reads of
 * it; `close()` stops it and leaves the data, so opening the directory again is a restart.
 */
export async function openBenchServer(dataDir, port) {
  const [{ buildApp }, { loadConfig }, tables, orm] = await Promise.all([
    serverModule('app.js'),
    serverModule('config.js'),
    serverModule('db/tables.js'),
    import('drizzle-orm'),
  ]);
  const config = loadConfig({
    TOUCHLINE_DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config);
  return {
    app,
    config,
    db: app.touchline.database.db,
    tables,
    orm,
    async listen() {
      await app.listen({ port, host: '127.0.0.1' });
      return `http://127.0.0.1:${app.server.address().port}`;
    },
    close: () => app.close(),
  };
}

/**
 * The demo world and the 2-hour training, stored through the upload pipeline into the
 * server's database; resolves once every metric set is stored.
 */
export async function storeTwoHourSession(
  server,
  { athletes = TWO_HOUR_ATHLETES, seed = 120 } = {},
) {
  const [{ createDemoWorld }, { storeUpload }, { Access }, loaders] = await Promise.all([
    serverModule('demo/createDemoWorld.js'),
    serverModule('modules/sessions/storeUpload.service.js'),
    serverModule('access/Access.js'),
    serverModule('loaders.js'),
  ]);
  const { app, db, tables, orm, config } = server;
  await createDemoWorld(db, { portalUrl: config.demoPortalUrl });
  const [club] = await db
    .select()
    .from(tables.clubs)
    .where(orm.eq(tables.clubs.name, 'Touchline FC'));
  const roster = await db
    .insert(tables.athletes)
    .values(
      Array.from({ length: athletes }, (_, a) => ({
        clubId: club.id,
        name: `Bench Athlete-${String(a + 1).padStart(2, '0')}`,
        initials: `B${a + 1}`,
      })),
    )
    .returning();
  const simulated = simulateSession({
    seed,
    kind: 'training',
    startTime: START_MS,
    durationS: DURATION_S,
    athletes: roster.map((athlete) => athlete.id),
  });
  const [session] = await db
    .insert(tables.sessions)
    .values({
      clubId: club.id,
      kind: 'training',
      startTime: new Date(simulated.startMs),
      endTime: new Date(simulated.endMs),
      description: 'Two-hour benchmark training',
      dataProcessing: false,
    })
    .returning();
  const uploader = Access.commandLine(db, loaders.createLoaders);
  for (const athlete of simulated.athletes) {
    await storeUpload({ db, jobs: app.touchline.jobs }, uploader, {
      sessionId: session.id,
      fileName: `${athlete.id}.csv`,
      content: new TextEncoder().encode(writeEdgeCsv(athlete.track)),
      athleteId: athlete.id,
    });
  }
  await waitUntilProcessed(db, tables.sessions, orm.eq, session.id);
  return {
    clubId: club.id,
    sessionId: session.id,
    startMs: simulated.startMs,
    athleteIds: roster.map((athlete) => athlete.id),
  };
}

/**
 * Runs `work({ baseUrl, app, db, tables, orm, clubId, sessionId, athleteIds })` against the
 * server holding the 2-hour session, then closes it and removes its data.
 */
export async function withTwoHourSession({ port, athletes = TWO_HOUR_ATHLETES, seed = 120 }, work) {
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-two-hour-'));
  const server = await openBenchServer(dataDir, port);
  try {
    const { clubId, sessionId, athleteIds } = await storeTwoHourSession(server, { athletes, seed });
    const baseUrl = await server.listen();
    const { app, db, tables, orm } = server;
    return await work({ baseUrl, app, db, tables, orm, clubId, sessionId, athleteIds });
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
