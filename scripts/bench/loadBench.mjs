// Load run: on a demo server, 200 graphql-ws subscribers wait for a new
// match's sessionProcessed while the web app's own match-page batch arrives
// open-loop at 100 requests/s for 60 s; a few seconds in, a coach uploads the
// match (90 minutes, 22 athletes, one positions file). Prints the batches'
// achieved rate, p50/p99 latency, errors and time-outs, how long the upload
// took to answer, and when the subscribers heard the match was processed.
// Numbers only.
//
//   node scripts/bench/loadBench.mjs [--seconds 15] [--rate 100] [--subscribers 200]
//                                    [--database-url postgres://…]
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createBenchSession, findDemoClub } from './demoClub.mjs';
import { prepareDemoWorld } from './demoWorld.mjs';
import { postUpload, signInOverHttp } from './httpSession.mjs';
import { internalTextIn } from './internalText.mjs';
import { matchPositionsFile } from './matchPositionsFile.mjs';
import { multipartBody } from './multipartBody.mjs';
import { openLoopLoad } from './openLoopLoad.mjs';
import { ServerProcess } from './serverProcess.mjs';
import { openSessionSubscribers } from './sessionSubscribers.mjs';
import { sessionPageBatch } from './sessionPageBatch.mjs';

const ATHLETES = 22;
const UPLOAD_AFTER_MS = 5_000;
const UPLOAD_TIMEOUT_MS = 300_000;
// After the load: how long subscribers may still take to hear the event.
const EVENT_GRACE_MS = 120_000;

const BATCH_TIMEOUT_MS = 10_000;

function seconds(ms) {
  if (ms === null || Number.isNaN(ms)) return 'n/a';
  if (ms === Infinity) return `over ${BATCH_TIMEOUT_MS / 1000} s (timed out)`;
  return ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadAgainst(server, { seconds: durationS, rate, subscribers: subscriberCount }) {
  await server.start();
  const coach = await signInOverHttp(server.baseUrl);
  const club = await findDemoClub(coach);
  if (!club.matchSessionId) throw new Error('the demo club has no processed match');
  if (club.athleteIds.length < ATHLETES)
    throw new Error(`the demo club has fewer than ${ATHLETES} athletes`);
  const { batch, missing } = sessionPageBatch({
    sessionId: club.matchSessionId,
    clubId: club.clubId,
  });
  const body = JSON.stringify(batch);
  const probeStarted = performance.now();
  const probe = await fetch(`${server.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { ...coach.headers, 'content-type': 'application/json' },
    body,
  });
  const probeText = await probe.text();
  const probeMs = performance.now() - probeStarted;
  console.log(
    `match-page batch             ${batch.length} operations, ${(body.length / 1024).toFixed(1)} KB; ` +
      `answer ${probe.status}, ${(probeText.length / 1024).toFixed(0)} KB, the first time in ` +
      `${seconds(probeMs)}` +
      (probeText.includes('"errors":') ? ' (with GraphQL errors)' : '') +
      (missing.length ? `; not in the web app any more: ${missing.join(', ')}` : ''),
  );

  const match = matchPositionsFile(club.athleteIds.slice(0, ATHLETES));
  const sessionId = await createBenchSession(coach, club.clubId, match);
  const upload = multipartBody([
    { name: 'sessionId', value: sessionId },
    { name: 'tagMapping', value: JSON.stringify(match.tagMapping) },
    { name: 'file', fileName: 'match-positions.csv', content: match.content },
  ]);
  const opened = performance.now();
  const listeners = await openSessionSubscribers(coach, sessionId, subscriberCount);
  console.log(
    `subscribers                  ${listeners.ready} of ${subscriberCount} subscribed in ` +
      `${seconds(performance.now() - opened)}`,
  );

  let peakRssMb = 0;
  const memoryTimer = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, server.memoryMb().rss ?? 0);
  }, 250);
  const load = openLoopLoad({
    url: `${server.baseUrl}/api/graphql`,
    headers: coach.headers,
    body,
    rate,
    seconds: durationS,
    timeoutMs: BATCH_TIMEOUT_MS,
  });
  await sleep(Math.min(UPLOAD_AFTER_MS, (durationS * 1000) / 4));
  const sentAt = performance.now();
  const answer = await postUpload(coach, upload, UPLOAD_TIMEOUT_MS);
  const answeredAt = performance.now();
  const result = await load;
  const deadline = Date.now() + EVENT_GRACE_MS;
  const heard = () => listeners.processedAfter(sentAt, answeredAt).filter((ms) => ms !== null);
  while (Date.now() < deadline && heard().length < listeners.ready && server.running) {
    await sleep(200);
  }
  clearInterval(memoryTimer);
  const arrivals = heard().sort((a, b) => a - b);
  await listeners.close();

  const line = (label, value) => console.log(`${label.padEnd(28)} ${value}`);
  line(
    'batches',
    `${result.sent} sent in ${durationS} s (${result.offeredPerSecond.toFixed(1)}/s offered), ` +
      `${result.ok} answered OK = ${(result.ok / result.seconds).toFixed(1)}/s achieved ` +
      `(until the last answer, ${result.seconds.toFixed(1)} s)`,
  );
  line(
    'batch latency',
    `p50 ${seconds(result.p50Ms)}, p99 ${seconds(result.p99Ms)}, max ${seconds(result.maxMs)}`,
  );
  line(
    'batch failures',
    `errors ${result.errors}, time-outs (${BATCH_TIMEOUT_MS / 1000} s from the scheduled send) ` +
      `${result.timeouts}, not sent (too many in flight) ${result.skipped}`,
  );
  const leak = internalTextIn(answer.text);
  line(
    'upload answer',
    `${answer.status || answer.clientError} in ${seconds(answer.ms)} ` +
      `(${(match.content.length / 1e6).toFixed(1)} MB, ${Object.keys(match.tagMapping).length} tags, ` +
      `${(match.samples / 1e6).toFixed(2)} M samples)${leak ? `; internal text: ${leak.excerpt}` : ''}`,
  );
  line(
    'processed event',
    arrivals.length === 0
      ? `heard by none of ${listeners.ready} subscribers within ${EVENT_GRACE_MS / 1000} s after the load`
      : `heard by ${arrivals.length} of ${listeners.ready}: median ${seconds(arrivals[Math.floor(arrivals.length / 2)])}, ` +
          `max ${seconds(arrivals.at(-1))} after the upload was sent`,
  );
  line(
    'server',
    `${server.running ? 'running' : `exited (${server.exitReason})`}, peak RSS ${peakRssMb.toFixed(0)} MB`,
  );
  return {
    okPerSecond: result.ok / result.seconds,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    uploadMs: answer.ms,
    eventMedianMs: arrivals[Math.floor(arrivals.length / 2)] ?? null,
    eventMaxMs: arrivals.at(-1) ?? null,
  };
}

/** The load run on a fresh copy of `world` on `port`; prints its figures. */
export async function benchLoad({ world, port, seconds = 60, rate = 100, subscribers = 200 }) {
  const serverOptions = await world.fresh();
  const database = serverOptions.databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `\n== load: ${rate} match-page batches/s for ${seconds} s, ${subscribers} subscribers, ` +
      `a 90-minute ${ATHLETES}-athlete upload (${database})`,
  );
  const server = new ServerProcess({ port, ...serverOptions });
  try {
    return await loadAgainst(server, { seconds, rate, subscribers });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      rate: { type: 'string', default: '100' },
      subscribers: { type: 'string', default: '200' },
      port: { type: 'string', default: '3989' },
      'database-url': { type: 'string' },
    },
  });
  const port = Number(values.port);
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL ?? null;
  const world = await prepareDemoWorld({ port, databaseUrl });
  try {
    await benchLoad({
      world,
      port,
      seconds: Number(values.seconds),
      rate: Number(values.rate),
      subscribers: Number(values.subscribers),
    });
  } finally {
    await world.dispose();
  }
}
