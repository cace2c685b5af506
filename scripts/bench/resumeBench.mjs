// Resume after kill -9: a demo server (the real CLI) is sent a 90-minute
// 22-athlete match, killed with SIGKILL at a point of its processing, and
// started again. Measured from the restart's spawn: until it answers, until
// processing is seen to move again, and until the work is done; then, with
// the server stopped, its rows are compared with an undisturbed run's (no
// loss: every raw track processed, the same metric sets, warnings and total
// distance; no duplicates). On the embedded database and on PostgreSQL.
// Numbers only.
//
//   node scripts/bench/resumeBench.mjs [--points 2] [--database-url postgres://…] [--no-pglite]
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createBenchSession, findDemoClub } from './demoClub.mjs';
import { postgresReachable, prepareDemoWorld } from './demoWorld.mjs';
import { graphql, postUpload, signInOverHttp } from './httpSession.mjs';
import { matchPositionsFile } from './matchPositionsFile.mjs';
import { multipartBody } from './multipartBody.mjs';
import { clubSessionsProcessing, pollUntil, sessionProgress } from './processingProgress.mjs';
import { finalRows, rowDifferences, stateAtKill } from './resumeRows.mjs';
import { ServerProcess } from './serverProcess.mjs';

const ATHLETES = 22;
const RUN_TIMEOUT_MS = 300_000;
// Tries of a kill point that came too late.
const ATTEMPTS = 3;
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Where to kill. On PostgreSQL a point's `sql` (true when the kill is due)
 * is polled beside the server. The embedded database cannot be read while
 * the server runs, so there the kill is timed: a share `at` of the time the
 * undisturbed run took from the upload's answer to the end. Either way, what
 * the kill interrupted is read from the database afterwards and printed.
 * `reprocess` re-computes the club's sessions first (new metric settings)
 * and kills once some of them are done. A kill that comes too late (all was
 * processed) is tried again, a timed one earlier.
 */
const KILL_POINTS = [
  { name: 'right after the upload answered', at: 0 },
  {
    name: 'raw tracks in progress',
    at: 0.35,
    sql: `select exists (select 1 from pgboss.job where state = 'active'
            and name not like '%aggregat%') as due`,
  },
  {
    name: 'right after the last raw track',
    at: 0.7,
    sql: `select not exists (select 1 from raw_tracks r join session_participations p
            on p.id = r.session_participation_id where p.session_id = $1 and r.status = 'queued')
          as due`,
  },
  {
    name: 'during aggregation',
    at: 0.9,
    sql: `select exists (select 1 from pgboss.job where state = 'active'
            and name like '%aggregat%') as due`,
  },
  { name: 'mid-way through re-processing', reprocess: true },
];

/** Polls `sql` on PostgreSQL until it says the kill is due, or the session is processed. */
async function untilDue(databaseUrl, sql, sessionId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = performance.now() + RUN_TIMEOUT_MS;
    while (performance.now() < deadline) {
      const { rows } = await client.query(sql, sql.includes('$1') ? [sessionId] : []);
      if (rows[0]?.due) return;
      const { rows: session } = await client.query(
        'select data_processing from sessions where id = $1',
        [sessionId],
      );
      if (!session[0]?.data_processing) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await client.end();
  }
}

let cachedMatch = null;

/** The match file for the club's first athletes (the same in every copy of the demo world). */
function matchFor(athleteIds) {
  const key = athleteIds.join();
  if (cachedMatch?.key !== key) {
    const file = matchPositionsFile(athleteIds.slice(0, ATHLETES));
    cachedMatch = { key, file, tracks: Object.keys(file.tagMapping).length };
  }
  return cachedMatch;
}

async function uploadMatch(server) {
  const coach = await signInOverHttp(server.baseUrl);
  const club = await findDemoClub(coach);
  const match = matchFor(club.athleteIds);
  const sessionId = await createBenchSession(coach, club.clubId, match.file);
  const body = multipartBody([
    { name: 'sessionId', value: sessionId },
    { name: 'tagMapping', value: JSON.stringify(match.file.tagMapping) },
    { name: 'file', fileName: 'match-positions.csv', content: match.file.content },
  ]);
  const sentAt = performance.now();
  const answer = await postUpload(coach, body);
  if (answer.status !== 201)
    throw new Error(`the upload answered ${answer.status}: ${answer.text}`);
  return { coach, club, sessionId, tracks: match.tracks, sentAt, answeredAt: performance.now() };
}

/** New metric settings (a changed high-intensity threshold): the club's sessions re-process. */
async function changeMetricSettings(coach, clubId) {
  const { club } = await graphql(
    coach,
    'query BenchSettings($clubId: ID!) { club(id: $clubId) { metricSettings { highIntensitySpeedKph } } }',
    { clubId },
  );
  const data = await graphql(
    coach,
    `mutation BenchReprocess($input: UpdateMetricSettingsInput!) {
      updateMetricSettings(input: $input) { sessionsReprocessing } }`,
    { input: { clubId, highIntensitySpeedKph: club.metricSettings.highIntensitySpeedKph + 0.5 } },
  );
  return data.updateMetricSettings.sessionsReprocessing;
}

/** An undisturbed run: how long each stage takes, and the rows it leaves. */
async function controlRun(world, port) {
  const serverOptions = await world.fresh();
  const server = new ServerProcess({ port, ...serverOptions });
  try {
    await server.start();
    const { coach, sessionId, sentAt, answeredAt } = await uploadMatch(server);
    const done = await pollUntil(
      () => sessionProgress(coach, sessionId),
      ({ processing }) => !processing,
      { everyMs: 20, timeoutMs: RUN_TIMEOUT_MS },
    );
    await server.stop();
    const rows = await finalRows(serverOptions, sessionId);
    const { club_queued: _queued, club_processing: _processing, ...expected } = rows;
    return {
      answerMs: answeredAt - sentAt,
      processingMs: done.at - answeredAt,
      expected: { ...expected, processing: 0, club_queued: 0, club_processing: 0 },
    };
  } finally {
    await server.stop();
  }
}

/** One kill: upload, kill -9 at `point`, restart, measure, compare the rows with `control`. */
async function killRun(world, port, point, control) {
  const serverOptions = await world.fresh();
  const server = new ServerProcess({ port, ...serverOptions });
  try {
    await server.start();
    const { coach, club, sessionId, tracks, answeredAt } = await uploadMatch(server);
    let observe = () => sessionProgress(coach, sessionId);
    let moved = (now, atKill) => now.stored > atKill.stored || !now.processing;
    let finished = (now) => !now.processing;
    let interrupted = (atKill) => atKill.processing;
    if (point.reprocess) {
      await pollUntil(observe, finished, { everyMs: 100, timeoutMs: RUN_TIMEOUT_MS });
      const reprocessing = await changeMetricSettings(coach, club.clubId);
      observe = () => clubSessionsProcessing(coach, club.clubId);
      moved = (now, atKill) => now < atKill.club_processing;
      finished = (now) => now === 0;
      interrupted = (atKill) => atKill.club_processing > 0;
      await pollUntil(observe, (now) => now < reprocessing, { timeoutMs: RUN_TIMEOUT_MS });
    } else if (point.sql && serverOptions.databaseUrl) {
      await untilDue(serverOptions.databaseUrl, point.sql, sessionId);
    } else if (point.at > 0) {
      const killAt = answeredAt + point.at * control.processingMs;
      await new Promise((resolve) => setTimeout(resolve, killAt - performance.now()));
    }
    await server.kill();
    const killedWhen = point.reprocess
      ? 'when some sessions were re-processed'
      : point.at === 0
        ? 'at once'
        : point.sql && serverOptions.databaseUrl
          ? 'when the database showed it'
          : `timed, ${Math.round(point.at * 100)}% into the undisturbed run's processing`;
    const atKill = await stateAtKill(serverOptions, sessionId);
    if (!interrupted(atKill))
      return { point: point.name, missed: `processing had ended (${ATTEMPTS} tries)` };
    const readyMs = await server.start({ timeoutMs: RUN_TIMEOUT_MS });
    const restarted = server.startedAt;
    const resumed = await pollUntil(observe, (now) => moved(now, atKill), {
      timeoutMs: RUN_TIMEOUT_MS,
    });
    const done = resumed.met
      ? await pollUntil(observe, finished, { everyMs: 100, timeoutMs: RUN_TIMEOUT_MS })
      : resumed;
    await server.stop();
    const rows = await finalRows(serverOptions, sessionId);
    const differences = rowDifferences(rows, control.expected);
    return {
      point: point.name,
      killedWhen,
      atKill,
      tracks,
      readyMs,
      resumedMs: resumed.met ? resumed.at - restarted : null,
      doneMs: done.met ? done.at - restarted : null,
      verdict: differences.length === 0 ? 'no loss, no duplicates' : differences.join('; '),
    };
  } finally {
    await server.stop();
  }
}

function printTable(label, control, results) {
  const s = (ms) => (ms === null || ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);
  console.log(
    `${label}: undisturbed, the upload answers in ${s(control.answerMs)} and is processed ` +
      `${s(control.processingMs)} after its answer. After each restart (from its spawn):`,
  );
  console.log(
    `  ${'killed'.padEnd(34)}${'ready'.padStart(7)}${'resumed'.padStart(9)}${'done'.padStart(9)}  rows`,
  );
  for (const result of results) {
    if (result.missed) {
      console.log(`  ${result.point.padEnd(34)}(missed: ${result.missed})`);
      continue;
    }
    const { atKill } = result;
    console.log(
      `  ${result.point.padEnd(34)}${s(result.readyMs).padStart(7)}${s(result.resumedMs).padStart(9)}` +
        `${s(result.doneMs).padStart(9)}  ${result.verdict}`,
    );
    console.log(
      `  ${''.padEnd(4)}killed ${result.killedWhen}: ${atKill.finished}/${result.tracks} raw tracks finished, ` +
        `${atKill.stored} with metrics, ${atKill.club_processing} ` +
        `session${atKill.club_processing === 1 ? '' : 's'} processing; ` +
        `jobs running: ${atKill.running}`,
    );
  }
  console.log(
    '  (ready: answers HTTP; resumed: processing seen moving again (metrics stored, or a ' +
      'session done); done: nothing left processing' +
      ')',
  );
}

/**
 * The resume runs on each of `databases` ({ label, databaseUrl }), `points`
 * kill points each (all five by default), on `port`.
 */
export async function benchResume({ databases, port, points = KILL_POINTS.length }) {
  console.log(`\n== resume after kill -9 (${points} kill point${points === 1 ? '' : 's'})`);
  for (const { label, databaseUrl, world: given } of databases) {
    const world = given ?? (await prepareDemoWorld({ port, databaseUrl }));
    try {
      const control = await controlRun(world, port);
      const results = [];
      for (const point of KILL_POINTS.slice(0, points)) {
        let attempt = point;
        let result = await killRun(world, port, attempt, control);
        for (let retry = 1; result.missed && retry < ATTEMPTS; retry++) {
          if (attempt.at) attempt = { ...attempt, at: Math.round(attempt.at * 85) / 100 };
          result = await killRun(world, port, attempt, control);
        }
        results.push(result);
      }
      printTable(label, control, results);
    } finally {
      if (!given) await world.dispose();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      points: { type: 'string', default: String(KILL_POINTS.length) },
      port: { type: 'string', default: '3990' },
      'database-url': { type: 'string' },
      'no-pglite': { type: 'boolean', default: false },
    },
  });
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const databases = values['no-pglite'] ? [] : [{ label: 'embedded PGlite', databaseUrl: null }];
  if (await postgresReachable(databaseUrl)) databases.push({ label: 'PostgreSQL', databaseUrl });
  else console.log(`(no PostgreSQL answers at ${databaseUrl}: its runs are skipped)`);
  await benchResume({ databases, port: Number(values.port), points: Number(values.points) });
}
