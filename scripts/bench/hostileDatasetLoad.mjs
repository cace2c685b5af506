// Hostile load (a hardening probe; its target in docs/CONTRIBUTING.md, Benchmarks): an
// athlete of Touchline FC sends the most expensive dataset requests there are, from several
// connections at once, while a coach browses another club (Touchline Hoops: its sessions,
// datasets and reports) open-loop. The athlete asks for a season-sized dataset (the demo's
// largest table, its rows repeated to about 31,000, as one season of a squad holds) in
// turn: 20 x fetchDataset of 10 copies in one HTTP batch, 20 x fetchDataset of it once in
// one batch, and fetchDataset of it alone. Prints the other club's p50/p99 latency and
// failures, what the athlete's requests got, and the server's peak RSS and whether it
// stayed up. Numbers only.
//
//   node scripts/bench/hostileDatasetLoad.mjs [--seconds 30] [--rate 10] [--attackers 3]
//                                             [--database-url postgres://…]
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareDemoWorld } from './demoWorld.mjs';
import { graphql, signInOverHttp } from './httpSession.mjs';
import { openLoopLoad } from './openLoopLoad.mjs';
import { readServerDatabase } from './readServerDatabase.mjs';
import { ServerProcess } from './serverProcess.mjs';

const SEASON_ROWS = 31_000;
const BROWSE_TIMEOUT_MS = 10_000;
const FETCH_DATASET = `query FetchDatasetQuery($datasetIds: [ID!]!) {
  fetchDataset(datasetIds: $datasetIds) { id title rowCount columns { id name rows chartDataType } } }`;
const HOOPS_PAGE = `query HoopsPage($clubId: ID!) {
  club(id: $clubId) { id name datasets { id title status rowCount }
    flexibleReports(limit: 20, offset: 0) { id title } } }`;

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const sleep = (delay) => new Promise((resolve) => setTimeout(resolve, delay));

/** A CSV Builder dataset of Touchline FC whose table is the demo's largest, repeated to a season. */
async function seedSeasonDataset(target) {
  return readServerDatabase(target, async (sql) => {
    const [largest] = await sql(
      `select d.club_id, d.owner_person_id, d.columns from datasets d join clubs c on c.id = d.club_id
       where c.name = 'Touchline FC' and d.status = 'Completed' order by d.row_count desc limit 1`,
    );
    const columns =
      typeof largest.columns === 'string' ? JSON.parse(largest.columns) : largest.columns;
    const rows = columns[0].rows.length;
    const copies = Math.ceil(SEASON_ROWS / rows);
    const season = columns.map((column) => ({
      ...column,
      rows: Array.from({ length: copies }, () => column.rows).flat(),
    }));
    const json = JSON.stringify(season);
    const [template] = await sql(
      `select id from dataset_templates where club_id = $1 and kind = 'sessions' limit 1`,
      [largest.club_id],
    );
    const [dataset] = await sql(
      `insert into datasets (club_id, owner_person_id, title, status, starts_on, ends_on, time_zone,
         date_format, csv_template_id, columns, row_count, column_count, table_bytes, generated_at)
       values ($1, $2, 'A whole season', 'Completed', '2026-01-01', '2026-12-31', 'Europe/London',
         'DD/MM/YYYY', $3, $4::jsonb, $5, $6, $7, now()) returning id`,
      [
        largest.club_id,
        largest.owner_person_id,
        template?.id ?? null,
        json,
        rows * copies,
        season.length,
        Buffer.byteLength(json),
      ],
    );
    return { id: dataset.id, rows: rows * copies, columns: season.length, bytes: json.length };
  });
}

async function post(session, body) {
  const started = performance.now();
  try {
    const response = await fetch(`${session.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(120_000),
    });
    const text = await response.text();
    const codes = [...text.matchAll(/"code":"([A-Z_]+)"/g)].map((match) => match[1]);
    return { status: response.status, bytes: text.length, codes, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, bytes: 0, codes: [error.name], ms: performance.now() - started };
  }
}

/** The athlete's requests, in turn, from `attackers` connections until `until`. */
async function attack(athlete, datasetId, attackers, until) {
  const one = (copies) => ({
    query: FETCH_DATASET,
    variables: { datasetIds: Array(copies).fill(datasetId) },
  });
  const kinds = [
    ['20 x fetchDataset of 10 copies', JSON.stringify(Array.from({ length: 20 }, () => one(10)))],
    ['20 x fetchDataset of it once', JSON.stringify(Array.from({ length: 20 }, () => one(1)))],
    ['fetchDataset of it alone', JSON.stringify(one(1))],
  ];
  const outcomes = new Map(
    kinds.map(([label]) => [label, { sent: 0, answers: new Map(), ms: [] }]),
  );
  const loop = async (offset) => {
    for (let turn = offset; performance.now() < until; turn += 1) {
      const [label, body] = kinds[turn % kinds.length];
      const result = await post(athlete, body);
      const outcome = outcomes.get(label);
      outcome.sent += 1;
      outcome.ms.push(result.ms);
      const key = result.codes.length
        ? [...new Set(result.codes)].join('+')
        : `${result.status} data`;
      outcome.answers.set(key, (outcome.answers.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: attackers }, (_, k) => loop(k)));
  return outcomes;
}

/** Starts the server once until the demo's report datasets are generated (a first start may stop before). */
async function generateDemoDatasets(target, port) {
  const server = new ServerProcess({ port, ...target, env: { LOG_LEVEL: 'warn' } });
  await server.start();
  try {
    const coach = await signInOverHttp(server.baseUrl, 'coach@touchline.test');
    const { currentPerson } = await graphql(coach, '{ currentPerson { clubs { id name } } }');
    const club = currentPerson.clubs.find((each) => each.name === 'Touchline FC');
    const deadline = Date.now() + 120_000;
    for (;;) {
      const { club: reports } = await graphql(
        coach,
        `query ($id: ID!) { club(id: $id) { flexibleReports(limit: 20, offset: 0) { dataset { status } } } }`,
        { id: club.id },
      );
      const statuses = reports.flexibleReports.map((report) => report.dataset.status);
      if (!statuses.includes('Generating')) return;
      if (Date.now() > deadline)
        throw new Error('the demo datasets were not generated in 2 minutes');
      await sleep(500);
    }
  } finally {
    await server.stop();
  }
}

async function runOn(label, target, { port, seconds, rate, attackers }) {
  await generateDemoDatasets(target, port);
  const dataset = await seedSeasonDataset(target);
  const server = new ServerProcess({ port, ...target, env: { LOG_LEVEL: 'warn' } });
  await server.start();
  try {
    const coach = await signInOverHttp(server.baseUrl, 'coach@touchline.test');
    const athlete = await signInOverHttp(server.baseUrl, 'athlete@touchline.test');
    const { currentPerson } = await graphql(coach, '{ currentPerson { clubs { id name } } }');
    const hoops = currentPerson.clubs.find((club) => club.name === 'Touchline Hoops');
    const alone = await post(
      athlete,
      JSON.stringify({ query: FETCH_DATASET, variables: { datasetIds: [dataset.id] } }),
    );
    console.log(
      `\n-- ${label}: a season's dataset, ${dataset.rows} rows x ${dataset.columns} columns, ` +
        `${(dataset.bytes / 1e6).toFixed(1)} MB; asked alone by the athlete, quiet: ` +
        `${alone.codes.length ? alone.codes.join('+') : `${(alone.bytes / 1e6).toFixed(1)} MB`} in ${ms(alone.ms)}`,
    );
    let peakRssMb = 0;
    const memory = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, server.memoryMb().rss ?? 0);
    }, 100);
    const browse = openLoopLoad({
      url: `${server.baseUrl}/api/graphql`,
      headers: coach.headers,
      body: JSON.stringify({ query: HOOPS_PAGE, variables: { clubId: hoops.id } }),
      rate,
      seconds,
      timeoutMs: BROWSE_TIMEOUT_MS,
    });
    await sleep(1000);
    const outcomes = await attack(
      athlete,
      dataset.id,
      attackers,
      performance.now() + (seconds - 1) * 1000,
    );
    const browsed = await browse;
    clearInterval(memory);
    const line = (name, value) => console.log(`${name.padEnd(34)} ${value}`);
    line(
      'other club (Hoops page)',
      `${browsed.sent} sent at ${rate}/s: p50 ${ms(browsed.p50Ms)}, p99 ${ms(browsed.p99Ms)}, ` +
        `max ${ms(browsed.maxMs)}; errors ${browsed.errors}, time-outs ${browsed.timeouts}`,
    );
    for (const [kind, outcome] of outcomes) {
      const sorted = [...outcome.ms].sort((a, b) => a - b);
      const answers = [...outcome.answers].map(([key, count]) => `${count} ${key}`).join(', ');
      line(
        `athlete: ${kind}`,
        `${outcome.sent} sent, median ${ms(sorted[Math.floor(sorted.length / 2)])}: ${answers}`,
      );
    }
    line(
      'server',
      `${server.running ? 'running' : `exited (${server.exitReason})`}, peak RSS ${peakRssMb.toFixed(0)} MB`,
    );
    return { p99Ms: browsed.p99Ms, peakRssMb, running: server.running };
  } finally {
    await server.stop();
  }
}

/**
 * The hostile load on each database: `databases` of { label, world } (see
 * demoWorld.mjs) or { label, databaseUrl }, whose demo world is made here.
 */
export async function benchHostileDatasetLoad({
  databases,
  port,
  seconds = 30,
  rate = 10,
  attackers = 3,
}) {
  console.log(
    `\n== hostile dataset load: an athlete's expensive fetchDataset requests (${attackers} at a time) ` +
      `while a coach of another club browses (target: p99 under 500 ms, the server up, RSS under 1 GB)`,
  );
  for (const { label, world: given, databaseUrl } of databases) {
    const world = given ?? (await prepareDemoWorld({ port, databaseUrl }));
    try {
      await runOn(label, await world.fresh(), { port, seconds, rate, attackers });
    } finally {
      if (!given) await world.dispose();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '30' },
      rate: { type: 'string', default: '10' },
      attackers: { type: 'string', default: '3' },
      'database-url': { type: 'string' },
      port: { type: 'string', default: '4193' },
    },
  });
  const port = Number(values.port);
  const databaseUrl = values['database-url'] ?? null;
  const world = await prepareDemoWorld({ port, databaseUrl });
  try {
    await benchHostileDatasetLoad({
      databases: [{ label: databaseUrl ? 'PostgreSQL' : 'embedded PGlite', world }],
      port,
      seconds: Number(values.seconds),
      rate: Number(values.rate),
      attackers: Number(values.attackers),
    });
  } finally {
    await world.dispose();
  }
}
