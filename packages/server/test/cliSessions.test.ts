import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { athleteMetricSets } from '../src/db/metricsSchema.js';
import { matchPeriods, sessions } from '../src/db/sessionsSchema.js';
import { cliDatabase } from './support/cliDatabase.js';
import { runCli } from './support/runCli.js';
import { edgeExports, KICK_OFF } from './support/sessionFixtures.js';

let database: Awaited<ReturnType<typeof cliDatabase>>;
let file: string;
const at = (minutes: number) => new Date(KICK_OFF.getTime() + minutes * 60_000).toISOString();

beforeAll(async () => {
  database = await cliDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'touchline-import-'));
  file = join(dir, 'jordan.csv');
  await writeFile(file, edgeExports(1, 31)[0]!);
});
afterAll(() => database.drop());

it('creates a match from the command line, imports a file into it and prints the result', async () => {
  const created = await runCli(
    [
      'session',
      'create',
      '--club',
      'touchline fc',
      '--kind',
      'match',
      '--start',
      at(-5),
      '--end',
      at(25),
      '--opponent',
      'Harbour Rovers',
      '--score',
      '2',
      '--opponent-score',
      '0',
      '--period',
      `1st Half=${at(0)}/${at(10)}`,
      '--period',
      `2nd Half=${at(12)}/${at(22)}`,
    ],
    database.env,
  );
  expect(created.stderr).toBe('');
  const sessionId = created.stdout.trim();
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

  const imported = await runCli(
    ['import', '--club', 'Touchline FC', '--session', sessionId, `Jordan Hayes=${file}`],
    database.env,
  );
  expect(imported.stderr).toBe('');
  expect(imported.code).toBe(0);
  expect(imported.stdout).toMatch(/^ {2}Jordan Hayes +\d+\.\d\d km$/m);

  const db = (await database.open()).db;
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  expect(session).toMatchObject({
    kind: 'match',
    opponent: 'Harbour Rovers',
    score: 2,
    dataProcessing: false,
  });
  const periods = await db.select().from(matchPeriods).where(eq(matchPeriods.sessionId, sessionId));
  expect(periods).toHaveLength(2);
  const rows = await db
    .select()
    .from(athleteMetricSets)
    .where(and(eq(athleteMetricSets.sessionId, sessionId), eq(athleteMetricSets.scope, 'period')));
  expect(rows).toHaveLength(2);
});

it.each([
  [
    [
      'session',
      'create',
      '--club',
      'Touchline FC',
      '--kind',
      'friendly',
      '--start',
      at(0),
      '--end',
      at(5),
    ],
    /--kind must be training or match/,
  ],
  [
    [
      'session',
      'create',
      '--club',
      'Touchline FC',
      '--kind',
      'training',
      '--start',
      at(5),
      '--end',
      at(0),
    ],
    /The session must end after it starts/,
  ],
  [
    [
      'session',
      'create',
      '--club',
      'Nowhere Town',
      '--kind',
      'training',
      '--start',
      at(0),
      '--end',
      at(5),
    ],
    /There is no club named "Nowhere Town"/,
  ],
  [
    [
      'import',
      '--club',
      'Touchline FC',
      '--session',
      '00000000-0000-4000-8000-000000000000',
      'x.csv',
    ],
    /Each file must look like A=B/,
  ],
  [
    [
      'import',
      '--club',
      'Touchline FC',
      '--session',
      '00000000-0000-4000-8000-000000000000',
      'Jordan Hayes=x.csv',
    ],
    /There is no session/,
  ],
])('refuses %j with one line and exit code 2', async (args, message) => {
  const result = await runCli(args, database.env);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(message);
  expect(result.code).toBe(2);
});
