import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { athleteMetricSets } from '../src/db/metricsSchema.js';
import { startJobQueue, stopJobQueue } from '../src/jobs/jobQueue.js';
import { startProcessingWorkers } from '../src/modules/processing/startProcessingWorkers.js';
import { signInOverHttp, untilServing } from './support/httpBrowser.js';
import { clubIdNamed } from './support/rivalClub.js';
import { addAthletes, edgeExports, KICK_OFF } from './support/sessionFixtures.js';
import { openTestDatabase, usingPostgres, type TestDatabase } from './support/testDatabase.js';
import { startTestApp, type TestApp } from './support/testApp.js';

// PostgreSQL: two API processes (TOUCHLINE_WORKERS=off) and one `touchline
// worker`, as separate processes on one database. PGlite allows one process
// per data directory, so there the API (workers off) and a worker share one.
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];
// What the processes printed (warnings and worse), shown when the test fails:
// a process that died or a job that failed would otherwise be a bare timeout.
const printed: string[] = [];
const exited: string[] = [];
let apis: string[] = [];
let testDatabase: TestDatabase | undefined;
let testApp: TestApp | undefined;
let stopInProcessWorker: (() => Promise<void>) | undefined;
let webDir: string | undefined;
let stopping = false;

/** The processes' story so far, for a failure message. */
function processReport(): string {
  return [...exited, ...printed.slice(-40)].join('\n') || '(the processes printed nothing)';
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function touchline(command: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', command], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const name = `${command}:${env.PORT ?? ''}`;
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => printed.push(`[${name}] ${chunk.toString()}`));
  child.once('exit', (code, signal) => {
    if (!stopping) exited.push(`${name} exited (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

beforeAll(async () => {
  if (usingPostgres) {
    testDatabase = await openTestDatabase();
    webDir = await mkdtemp(join(tmpdir(), 'touchline-web-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>app</title>');
    const env = {
      DATABASE_URL: testDatabase.database.connectionString!,
      TOUCHLINE_WEB_DIR: webDir,
    };
    const ports = [await freePort(), await freePort()];
    for (const port of ports)
      touchline('start', { ...env, PORT: String(port), TOUCHLINE_WORKERS: 'off' });
    touchline('worker', env);
    apis = ports.map((port) => `http://127.0.0.1:${port}`);
    // Three processes compiling TypeScript at once, beside other test files: give them time.
    await Promise.all(apis.map((base) => untilServing(base, 150_000))).catch((error: Error) => {
      throw new Error(`${error.message}\n${processReport()}`);
    });
  } else {
    testApp = await startTestApp({ workers: false });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    apis = [base, base];
    const { database } = testApp.app.touchline;
    const jobs = await startJobQueue(database);
    const stopWorkers = await startProcessingWorkers({
      database,
      jobs,
      log: pino({ level: 'silent' }),
    });
    stopInProcessWorker = () => stopWorkers().then(() => stopJobQueue(jobs));
  }
}, 180_000);

afterAll(async () => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await stopInProcessWorker?.();
  await testApp?.close();
  await testDatabase?.drop();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

/** The next update, or a failure that tells what the processes printed. */
async function nextWithin<T>(updates: AsyncIterator<unknown>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`processing was not heard in time:\n${processReport()}`)),
      Math.max(0, deadline - Date.now()),
    );
  });
  try {
    return (await Promise.race([updates.next(), late])).value as T;
  } finally {
    clearTimeout(timer);
  }
}

const db = () => (testDatabase ?? testApp!.testDatabase).database.db;
const CREATE = `mutation ($input: CreateSessionInput!) { createSession(input: $input) { sessionId } }`;

it('an upload to one API process is processed by the worker and heard on the other', async () => {
  const [apiA, apiB] = apis as [string, string];
  const clubId = await clubIdNamed(db(), 'Touchline FC');
  const [athleteId] = await addAthletes(db(), clubId, ['Kai Mensah']);
  const coach = await signInOverHttp(apiA, 'coach@touchline.test');
  const { createSession } = await coach.graphql<{ createSession: { sessionId: string } }>(
    apiA,
    CREATE,
    {
      input: {
        clubId,
        kind: 'training',
        startTime: new Date(KICK_OFF.getTime() - 5 * 60_000).toISOString(),
        endTime: new Date(KICK_OFF.getTime() + 25 * 60_000).toISOString(),
      },
    },
  );
  const { sessionId } = createSession;

  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: coach.cookie } });
    }
  }
  const client = createClient({
    url: `${apiB.replace('http', 'ws')}/api/cable`,
    webSocketImpl: CookieWebSocket,
  });
  const updates = client.iterate({
    query: `subscription ($id: ID!) { sessionProcessed(sessionId: $id) { sessionId dataProcessing } }`,
    variables: { id: sessionId },
  });
  // The subscription answers with the current state first: from then on it is listening.
  expect((await updates.next()).value).toEqual({
    data: { sessionProcessed: { sessionId, dataProcessing: false } },
  });
  const response = await coach.upload(
    apiA,
    { sessionId, athleteId: athleteId! },
    { name: 'kai.csv', content: edgeExports(1)[0]! },
  );
  expect(response.status).toBe(201);

  // The upload is heard too (processing), then the end of processing.
  type Update = { data: { sessionProcessed: { sessionId: string; dataProcessing: boolean } } };
  let update: Update;
  const deadline = Date.now() + 90_000;
  do update = await nextWithin(updates, deadline);
  while (update.data.sessionProcessed.dataProcessing);
  expect(update).toEqual({ data: { sessionProcessed: { sessionId, dataProcessing: false } } });
  await updates.return?.();
  await client.dispose();
  const rows = await db()
    .select()
    .from(athleteMetricSets)
    .where(
      and(eq(athleteMetricSets.sessionId, sessionId), eq(athleteMetricSets.windowKey, 'session')),
    );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.totalDistanceM).toBeGreaterThan(500);
});
