// Growth with history and tenants (docs/CONTRIBUTING.md, Benchmarks), on PostgreSQL: the
// same figures on worlds of 8, 26 and 52 weeks of Touchline FC and of 50 clubs
// (scaleWorlds.mjs makes them once and keeps them between runs). For each world, on a
// server without the per-person answer cache:
// - the Team Dashboard's, the session list's and a match page's batches of the web app's
//   queries: median and p95 answer time, bytes;
// - dataset generation: the season's report dataset (every session and window of the club)
//   read, built and stored by the job's own function, in this process; and the season's
//   Session Data dataset (the CSV Builder's template), once;
// - the CSV Builder's load: that Session Data dataset's table from the Arrow route, and as
//   GraphQL JSON (FetchDatasetQuery, as API users read it), time and bytes on the wire (gzip
//   accepted, as a browser does); the season's report dataset from the Arrow route;
// - how the world was made: the demo build (8 weeks) or the copying;
// and on the 50-club world, an open-loop load of those page loads from a coach of every
// club at --rate requests/s: p50, p99, errors. Numbers only.
//
//   node scripts/bench/scaleBench.mjs [--database-url postgres://…] [--seconds 20]
//                                     [--rate 100] [--worlds w8,w26,w52,c50] [--rebuild]
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { repoRoot } from '../lib/run.mjs';
import { signInOverHttp } from './httpSession.mjs';
import { openLoopLoad } from './openLoopLoad.mjs';
import { DEFAULT_POSTGRES_URL } from './resumeBench.mjs';
import { median, timeArrowLoad, timeDatasetLoad, timePage } from './scaleRequests.mjs';
import { scalePages } from './scalePages.mjs';
import { prepareScaleWorlds, SCALE_WORLDS } from './scaleWorlds.mjs';
import { ServerProcess } from './serverProcess.mjs';

const GENERATIONS = 3;
const TIME_ZONE = 'Europe/London';
const NO_CACHE = join(repoRoot, 'scripts/bench/lib/serveWithoutAnswerCache.mjs');

const serverModule = (path) =>
  import(pathToFileURL(join(repoRoot, 'packages/server/dist', path)).href);

/** The club's id, its newest processed matches and its season's first and last day. */
async function clubFacts(client, clubName) {
  const { rows } = await client.query(
    `select c.id, s.id as session_id, s.kind, s.start_time from clubs c
     join sessions s on s.club_id = c.id
     where c.name = $1 and not s.data_processing order by s.start_time desc`,
    [clubName],
  );
  if (rows.length === 0) throw new Error(`${clubName} has no processed sessions`);
  return {
    clubId: rows[0].id,
    sessions: rows.length,
    matchSessionIds: rows.filter((row) => row.kind === 'match').map((row) => row.session_id),
    first: rows.at(-1).start_time,
    last: rows[0].start_time,
  };
}

/** The club's Session Data template (the CSV Builder's). */
async function sessionDataTemplate(client, facts) {
  const { rows } = await client.query(
    `select id from dataset_templates where club_id = $1 and kind = 'sessions' limit 1`,
    [facts.clubId],
  );
  if (rows.length === 0) throw new Error('Touchline FC has no Session Data template');
  return rows[0].id;
}

/**
 * A dataset of the whole season, of the template `csvTemplateId` (null: a report's, every
 * window), generated `runs` times after one unmeasured run by the job's function: median ms,
 * rows.
 */
async function timeGeneration(databaseUrl, facts, { csvTemplateId, runs }) {
  const [{ postgresDatabase }, { generateDataset }, tables, orm, { calendarDateIn }] =
    await Promise.all([
      serverModule('db/postgresDatabase.js'),
      serverModule('modules/datasets/generateDataset.js'),
      serverModule('db/tables.js'),
      import('drizzle-orm'),
      import('@touchline/domain'),
    ]);
  const database = postgresDatabase(databaseUrl);
  try {
    const { db } = database;
    const [dataset] = await db
      .insert(tables.datasets)
      .values({
        clubId: facts.clubId,
        startsOn: calendarDateIn(facts.first, TIME_ZONE),
        endsOn: calendarDateIn(facts.last, TIME_ZONE),
        timeZone: TIME_ZONE,
        title: 'The whole season',
        csvTemplateId,
        dateFormat: 'DD/MM/YYYY',
      })
      .returning();
    let { generation } = dataset;
    const times = [];
    let rowCount = 0;
    for (let run = 0; run <= runs; run += 1) {
      generation += 1;
      await db
        .update(tables.datasets)
        .set({ generation, status: 'Generating' })
        .where(orm.eq(tables.datasets.id, dataset.id));
      const started = performance.now();
      const outcome = await generateDataset(db, {
        clubId: facts.clubId,
        datasetId: dataset.id,
        generation,
      });
      if (!outcome.stored) throw new Error(`the season's dataset was not stored (${outcome.why})`);
      if (run > 0) times.push(performance.now() - started);
      rowCount = outcome.rowCount;
    }
    return { id: dataset.id, median: median(times), rowCount };
  } finally {
    await database.close();
  }
}

/** Page loads of a coach of every club, spread over them, at `rate` per second. */
async function loadManyClubs(server, client, { rate, seconds }) {
  const { rows } = await client.query(
    `select c.name, i.email from clubs c join memberships m on m.club_id = c.id
     join identities i on i.person_id = m.person_id
     where m.role = 'staff' and m.admin and c.name like 'Touchline FC%' and i.email like '%coach@%'`,
  );
  const coaches = [];
  // One at a time: attempts in parallel from one address count as failures until they end.
  for (const { name, email } of rows) {
    const session = await signInOverHttp(server.baseUrl, email);
    const facts = await clubFacts(client, name);
    const pages = facts.matchSessionIds
      .slice(0, 4)
      .map((matchSessionId) => scalePages({ clubId: facts.clubId, matchSessionId }));
    coaches.push({ session, pages });
  }
  const kinds = ['dashboard', 'sessionList', 'sessionPage'];
  const result = await openLoopLoad({
    url: `${server.baseUrl}/api/graphql`,
    request: (index) => {
      const coach = coaches[index % coaches.length];
      const round = Math.floor(index / coaches.length);
      const pages = coach.pages[round % coach.pages.length];
      return { headers: coach.session.headers, body: pages[kinds[round % kinds.length]] };
    },
    rate,
    seconds,
  });
  return { ...result, coaches: coaches.length };
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** Measures every world of `worlds` (names of SCALE_WORLDS); prints a table. */
export async function benchScale({
  databaseUrl = DEFAULT_POSTGRES_URL,
  port,
  worlds: names = SCALE_WORLDS.map((world) => world.name),
  rate = 100,
  seconds = 20,
  rebuild = false,
}) {
  console.log('\n== growth with history and tenants (PostgreSQL, no answer cache)');
  const worlds = await prepareScaleWorlds({ databaseUrl, port, rebuild });
  const figures = new Map();
  try {
    for (const world of SCALE_WORLDS.filter((candidate) => names.includes(candidate.name))) {
      const url = await worlds.fresh(world.name);
      const made = await worlds.made(world.name);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const server = new ServerProcess({ port, databaseUrl: url, entry: NO_CACHE });
      try {
        await server.start();
        const facts = await clubFacts(client, 'Touchline FC');
        const coach = await signInOverHttp(server.baseUrl, 'coach@touchline.test');
        const pages = scalePages({
          clubId: facts.clubId,
          matchSessionId: facts.matchSessionIds[0],
        });
        const row = {
          world,
          made,
          sessions: facts.sessions,
          dashboard: await timePage(coach, pages.dashboard),
          sessionList: await timePage(coach, pages.sessionList),
          sessionPage: await timePage(coach, pages.sessionPage),
        };
        row.generation = await timeGeneration(url, facts, {
          csvTemplateId: null,
          runs: GENERATIONS,
        });
        row.csvGeneration = await timeGeneration(url, facts, {
          csvTemplateId: await sessionDataTemplate(client, facts),
          runs: 1,
        });
        row.datasetLoad = await timeDatasetLoad(coach, row.csvGeneration.id);
        row.arrowLoad = await timeArrowLoad(coach, row.csvGeneration.id);
        row.reportArrowLoad = await timeArrowLoad(coach, row.generation.id);
        if (world.clubs > 1) row.load = await loadManyClubs(server, client, { rate, seconds });
        figures.set(world.name, row);
        printWorld(row);
      } finally {
        await server.stop();
        await client.end();
      }
    }
  } finally {
    await worlds.dispose();
  }
  printComparison(figures);
  return figures;
}

function printWorld(row) {
  const line = (label, value) => console.log(`  ${label.padEnd(46)} ${value}`);
  console.log(`\n${row.world.label}: ${row.sessions} sessions of Touchline FC`);
  line('made by', `${row.made.how ?? 'n/a'}, ${((row.made.ms ?? NaN) / 1000).toFixed(1)} s`);
  for (const [key, label] of [
    ['dashboard', 'Team Dashboard (DashboardQuery + weekly table)'],
    ['sessionList', 'session list (SessionsQuery)'],
    ['sessionPage', 'match page (its 11 queries)'],
  ]) {
    const page = row[key];
    line(label, `median ${ms(page.median)}, p95 ${ms(page.p95)}, ${kb(page.bytes)}`);
  }
  line(
    `season's report dataset generated (${row.generation.rowCount} rows)`,
    `median ${ms(row.generation.median)} (target < 1000 ms at 52 weeks)`,
  );
  line(
    `season's Session Data generated (${row.csvGeneration.rowCount} rows)`,
    ms(row.csvGeneration.median),
  );
  line(
    'CSV Builder load (its Arrow table, the web app)',
    `median ${ms(row.arrowLoad.median)}, ${kb(row.arrowLoad.bytes)} on the wire`,
  );
  line(
    "season's report dataset to the browser (Arrow)",
    `median ${ms(row.reportArrowLoad.median)}, ${kb(row.reportArrowLoad.bytes)} on the wire ` +
      '(target < 200 ms, <= 1.5 MB at 52 weeks)',
  );
  line(
    'the same Session Data as GraphQL JSON (FetchDatasetQuery, API users)',
    `median ${ms(row.datasetLoad.median)}, ${kb(row.datasetLoad.bytes)} on the wire ` +
      `(${kb(row.datasetLoad.answerBytes)} of JSON)`,
  );
  if (row.load) {
    const load = row.load;
    line(
      `open-loop page loads, ${load.coaches} coaches of as many clubs`,
      `${load.offeredPerSecond.toFixed(0)} req/s offered, ${load.answered} answered, ` +
        `p50 ${ms(load.p50Ms)}, p99 ${ms(load.p99Ms)} (target < 300 ms), ` +
        `errors ${load.errors}, time-outs ${load.timeouts}`,
    );
  }
}

/** The 26- and 52-week figures as multiples of the 8-week ones (target: within 1.5x). */
function printComparison(figures) {
  const base = figures.get('w8');
  if (!base) return;
  console.log('\ngrowth against 8 weeks (target for the pages: within 1.5x at 52 weeks)');
  const keys = [
    ['dashboard', (row) => row.dashboard.median],
    ['session list', (row) => row.sessionList.median],
    ['match page', (row) => row.sessionPage.median],
    ['dataset generated', (row) => row.generation.median],
    ['CSV Builder load', (row) => row.datasetLoad.median],
  ];
  const others = [...figures.keys()].filter((name) => name !== 'w8');
  console.log(`  ${''.padEnd(20)} ${others.map((name) => name.padStart(8)).join(' ')}`);
  for (const [label, figure] of keys) {
    const ratios = others.map(
      (name) => `${(figure(figures.get(name)) / figure(base)).toFixed(2)}x`,
    );
    console.log(`  ${label.padEnd(20)} ${ratios.map((ratio) => ratio.padStart(8)).join(' ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      'database-url': {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL,
      },
      seconds: { type: 'string', default: '20' },
      rate: { type: 'string', default: '100' },
      worlds: { type: 'string', default: SCALE_WORLDS.map((world) => world.name).join(',') },
      rebuild: { type: 'boolean', default: false },
    },
  });
  await benchScale({
    databaseUrl: values['database-url'],
    port: Number(process.env.BENCH_PORT ?? 4193),
    worlds: values.worlds.split(','),
    rate: Number(values.rate),
    seconds: Number(values.seconds),
    rebuild: values.rebuild,
  });
}
