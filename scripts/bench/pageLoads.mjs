// Page loads of the web app, spread over many signed-in coaches: each request
// is the batch one page sends when it opens (the Team Dashboard, the session
// list, a match's page, a Flexible Reporting report), taken from the web
// app's own generated documents, for a page and a session picked in turn,
// sent open-loop (openLoopLoad.mjs), after a warm-up. Every request's body is
// unique, in the run and across runs (a `pageLoad` variable no query reads), so
// the per-person answer cache never answers in place of the server. After the
// load, the same pages are asked one by one until one answers quickly again:
// how long the server takes to recover. A report's dataset table (its own request, a large answer) is
// not part of the load.
//
//   node scripts/bench/pageLoads.mjs [--rates 20,40,60,100] [--seconds 20]
//        [--database-url postgres://…] [--port 3987]: one API process on a fresh demo world
//        [--base-url http://127.0.0.1:3987 --coaches 8 --server-pid <pid>]: a running server
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareDemoWorld } from './demoWorld.mjs';
import { graphql, signInOverHttp } from './httpSession.mjs';
import { openLoopLoad } from './openLoopLoad.mjs';
import { cpuMs, ServerProcess } from './serverProcess.mjs';
import { sessionPageBatch, webDocuments } from './sessionPageBatch.mjs';

const TIMEOUT_MS = 10_000;
/** An answer within this is "quick again" after a load. */
const RECOVERED_MS = 300;
const RECOVERY_LIMIT_MS = 120_000;
const NOTIFICATIONS_SHOWN = 30;
const DEMO_STAFF = ['coach@touchline.test', 'staff@touchline.test'];
const RATES = [20, 40, 60, 100];
const SECONDS = 20;
const COACHES = 8;
/** Many people's browsers: enough connections that the server, not the client, decides what waits. */
const CONNECTIONS = 512;

const shell = (clubId) => [
  ['AuthenticatedNavigationQuery', { clubId }],
  ['Notifications', { limit: NOTIFICATIONS_SHOWN }],
];

/** The week (Monday to Monday, UTC) of `iso`, as the dashboard asks its weekly overview. */
function weekOf(iso) {
  const day = new Date(iso);
  const monday = new Date(
    Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate() - ((day.getUTCDay() + 6) % 7),
    ),
  );
  const next = new Date(monday.getTime() + 7 * 86_400_000);
  return { startTime: monday.toISOString(), endTime: next.toISOString() };
}

/** What one club's pages need: its matches, its reports, its last session's week. */
async function clubPlan(session, clubId) {
  const data = await graphql(
    session,
    `query PageLoadsClub($clubId: ID!) { club(id: $clubId) {
      sessions(offset: 0) { nodes { __typename id startTime dataProcessing } }
      flexibleReports(limit: 50, offset: 0) { id } } }`,
    { clubId },
  );
  const sessions = data.club.sessions.nodes.filter((node) => !node.dataProcessing);
  return {
    clubId,
    matchIds: sessions.filter((node) => node.__typename === 'MatchSession').map(({ id }) => id),
    reportIds: data.club.flexibleReports.map(({ id }) => id),
    week: weekOf(sessions[0]?.startTime ?? new Date().toISOString()),
  };
}

/**
 * Signs `count` coaches in (each its own session and cookie), taking the
 * e-mails in turn, and finds the pages each may open in the clubs they are
 * staff of: `[{ headers, clubs: [{ clubId, matchIds, reportIds, week }] }]`.
 */
export async function signInCoaches(baseUrl, { count = 8, emails = DEMO_STAFF } = {}) {
  const coaches = [];
  const plans = new Map();
  for (let i = 0; i < count; i++) {
    const session = await signInOverHttp(baseUrl, emails[i % emails.length]);
    const { currentPerson } = await graphql(session, '{ currentPerson { clubs { id } } }');
    const clubs = [];
    for (const { id } of currentPerson.clubs) {
      if (!plans.has(id)) plans.set(id, await clubPlan(session, id));
      clubs.push(plans.get(id));
    }
    coaches.push({ headers: session.headers, clubs });
  }
  return coaches;
}

/** The operations of every kind of page of `club` (the k-th of its kind: a match, a report). */
function pagesOf(club, k) {
  const { clubId, week } = club;
  const pages = {
    dashboard: [
      ...shell(clubId),
      ['DashboardQuery', { clubId }],
      ['TeamWeeklyOverviewQuery', { clubId, ...week }],
    ],
    sessions: [...shell(clubId), ['SessionsQuery', { clubId, offset: 0 }]],
  };
  if (club.matchIds.length > 0) {
    const sessionId = club.matchIds[k % club.matchIds.length];
    const { batch } = sessionPageBatch({ sessionId, clubId });
    pages.session = [
      ...shell(clubId),
      ...batch.map(({ operationName, variables }) => [operationName, variables]),
    ];
  }
  if (club.reportIds.length > 0) {
    pages.report = [
      ...shell(clubId),
      ['CurrentReportQuery', { id: club.reportIds[k % club.reportIds.length] }],
    ];
  }
  return pages;
}

/** The body of the i-th page load: the coach, club, page and session taken in turn. */
function pageLoadOf(coaches, documents, i, run) {
  const coach = coaches[i % coaches.length];
  const round = Math.floor(i / coaches.length);
  const club = coach.clubs[round % coach.clubs.length];
  const pages = pagesOf(club, round);
  const kinds = Object.keys(pages);
  const kind = kinds[round % kinds.length];
  const batch = pages[kind].map(([operationName, variables]) => {
    const query = documents.get(operationName);
    if (!query) throw new Error(`the web app has no operation ${operationName} any more`);
    return { operationName, query, variables: { ...variables, pageLoad: `${run}-${i}` } };
  });
  return { kind, headers: coach.headers, body: JSON.stringify(batch) };
}

/**
 * Milliseconds from now until a page load answers 200 within RECOVERED_MS,
 * asking one at a time (null: not within RECOVERY_LIMIT_MS).
 */
async function recovery(baseUrl, next) {
  const started = performance.now();
  while (performance.now() - started < RECOVERY_LIMIT_MS) {
    const { headers, body } = next();
    const asked = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(RECOVERED_MS),
      });
      await response.arrayBuffer();
      if (response.status === 200 && performance.now() - asked <= RECOVERED_MS) {
        return performance.now() - started;
      }
    } catch {
      // Not answered in time: ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/**
 * `rate` page loads per second for `seconds`, over `coaches` (signInCoaches).
 * Resolves with openLoopLoad's figures, the page kinds sent, `recoveryMs`
 * (from the last request sent until a page load answered within
 * RECOVERED_MS) and, given the server's `serverPid`, `cpuMsPerLoad`: the
 * server's CPU time over the run per page load answered OK.
 */
export async function runPageLoads({
  baseUrl,
  coaches,
  rate,
  seconds,
  timeoutMs = TIMEOUT_MS,
  serverPid = null,
}) {
  const documents = webDocuments();
  // Bodies no earlier run sent: a kept answer of another run must not stand in for this one.
  const run = randomUUID();
  const cpuBefore = serverPid === null ? null : cpuMs(serverPid);
  const kinds = {};
  let probes = 0;
  const result = await openLoopLoad({
    url: `${baseUrl}/api/graphql`,
    request: (i) => {
      const load = pageLoadOf(coaches, documents, i, run);
      kinds[load.kind] = (kinds[load.kind] ?? 0) + 1;
      return load;
    },
    rate,
    seconds,
    timeoutMs,
    connections: CONNECTIONS,
    afterSending: () =>
      recovery(baseUrl, () => pageLoadOf(coaches, documents, probes++, `${run}-recovery`)),
  });
  const cpuAfter = serverPid === null ? null : cpuMs(serverPid);
  const cpuMsPerLoad =
    cpuBefore === null || cpuAfter === null || result.ok === 0
      ? null
      : (cpuAfter - cpuBefore) / result.ok;
  return { ...result, kinds, recoveryMs: result.afterSending, cpuMsPerLoad };
}

/** A process just started compiles as it goes: a few of every page, one by one, before anything is measured. */
const WARM_UP_LOADS = 40;

async function warmUp(baseUrl, coaches) {
  const documents = webDocuments();
  for (let i = 0; i < WARM_UP_LOADS; i++) {
    const { headers, body } = pageLoadOf(coaches, documents, i, 'warm-up');
    const response = await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
  }
}

const ms = (value) =>
  value === null || Number.isNaN(value)
    ? 'n/a'
    : value === Infinity
      ? 'timed out'
      : `${value.toFixed(0)} ms`;

/** One line of figures for a run of `runPageLoads`. */
export function pageLoadsLine(rate, result) {
  return (
    `${String(rate).padStart(4)}/s offered: ${(result.ok / result.seconds).toFixed(1)}/s answered OK, ` +
    `p50 ${ms(result.p50Ms)}, p99 ${ms(result.p99Ms)} (OK only: p99 ${ms(result.okP99Ms)}); ` +
    `errors ${result.errors}, 503 ${result.unavailable}, time-outs ${result.timeouts}; ` +
    `quick again ${ms(result.recoveryMs)} after the load stopped` +
    (result.cpuMsPerLoad === null ? '' : `; server CPU ${ms(result.cpuMsPerLoad)} a page load`)
  );
}

/**
 * One API process on a fresh copy of each database's demo world ({ label, world }
 * or { label, databaseUrl }): page loads at each of `rates` for `seconds`; prints
 * a line a rate.
 */
export async function benchPageLoads({ databases, port, rates = RATES, seconds = SECONDS }) {
  for (const { label, databaseUrl = null, world: given } of databases) {
    console.log(
      `\n== page loads: one API process, ${COACHES} coaches, ${seconds} s a rate (${label})`,
    );
    const world = given ?? (await prepareDemoWorld({ port, databaseUrl }));
    const server = new ServerProcess({ port, ...(await world.fresh()) });
    try {
      await server.start();
      const coaches = await signInCoaches(server.baseUrl, { count: COACHES });
      await warmUp(server.baseUrl, coaches);
      for (const rate of rates) {
        const result = await runPageLoads({
          baseUrl: server.baseUrl,
          coaches,
          rate,
          seconds,
          serverPid: server.pid,
        });
        console.log(pageLoadsLine(rate, result));
      }
    } finally {
      await server.stop();
      if (!given) await world.dispose();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'database-url': { type: 'string' },
      port: { type: 'string', default: process.env.BENCH_PORT ?? '3987' },
      rates: { type: 'string', default: RATES.join(',') },
      seconds: { type: 'string', default: String(SECONDS) },
      coaches: { type: 'string', default: String(COACHES) },
      'server-pid': { type: 'string' },
    },
  });
  const rates = values.rates.split(',').map(Number);
  const seconds = Number(values.seconds);
  if (values['base-url']) {
    const baseUrl = values['base-url'];
    const coaches = await signInCoaches(baseUrl, { count: Number(values.coaches) });
    for (const rate of rates) {
      const result = await runPageLoads({
        baseUrl,
        coaches,
        rate,
        seconds,
        serverPid: values['server-pid'] ? Number(values['server-pid']) : null,
      });
      console.log(pageLoadsLine(rate, result), JSON.stringify(result.kinds));
    }
  } else {
    const databaseUrl = values['database-url'] ?? null;
    await benchPageLoads({
      databases: [{ label: databaseUrl ? 'PostgreSQL' : 'embedded PGlite', databaseUrl }],
      port: Number(values.port),
      rates,
      seconds,
    });
  }
}
