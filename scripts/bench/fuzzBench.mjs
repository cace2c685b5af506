// Upload fuzz: thousands of generated files (fuzzInputs.mjs) POSTed to a demo server's
// /api/uploads as a signed-in coach, each into its own athlete slot of a session made for
// the run. Counts what its target (docs/CONTRIBUTING.md, Benchmarks) is about: inputs
// tried, crashes (the process exited or stopped answering), 5xx answers, answers and
// warnings with internal text, and, once processing has settled and the server is stopped,
// partial rows in its database; and how the accepted files ended (metrics or a warning).
// Numbers only; nothing is asserted.
//
//   node scripts/bench/fuzzBench.mjs [--files 500] [--seed 12] [--kinds nul-in-csv,many-tags]
//                                    [--database-url postgres://…] [--concurrency 4]
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CrashWatch } from './crashWatch.mjs';
import { createBenchSession, findDemoClub } from './demoClub.mjs';
import { prepareDemoWorld } from './demoWorld.mjs';
import { FUZZ_KINDS, fuzzInputs, uploadBody } from './fuzzInputs.mjs';
import { outcomeOf, readFuzzRows } from './fuzzRows.mjs';
import { clubSessionsProcessing } from './processingProgress.mjs';
import { postUpload, signInOverHttp } from './httpSession.mjs';
import { internalTextIn, printable } from './internalText.mjs';
import { ServerProcess } from './serverProcess.mjs';
import { FUZZ_START_MS } from './trackerFiles.mjs';

const ANSWER_TIMEOUT_MS = 60_000;
const SETTLE_TIMEOUT_MS = 300_000;
const HEALTH_EVERY = 25;
const EXAMPLES = 5;
const COLUMNS = ['tried', '201', '4xx', '5xx', 'none', 'metrics', 'warning', 'partial', 'leaks'];

const newCounts = () => Object.fromEntries(COLUMNS.map((column) => [column, 0]));

/** Session slots: athlete `i % n` of session `i / n`, each session made when first needed. */
function uploadSlots(session, clubId, athleteIds) {
  const sessions = new Map();
  const sessionFor = (number) => {
    if (!sessions.has(number)) {
      sessions.set(
        number,
        createBenchSession(session, clubId, {
          startTime: new Date(FUZZ_START_MS - 3_600_000).toISOString(),
          endTime: new Date(FUZZ_START_MS + 3 * 3_600_000).toISOString(),
        }),
      );
    }
    return sessions.get(number);
  };
  return {
    async slot(index) {
      const sessionId = await sessionFor(Math.floor(index / athleteIds.length));
      return { sessionId, athleteId: athleteIds[index % athleteIds.length] };
    },
    sessionIds: () => Promise.all(sessions.values()),
  };
}

/** Waits until none of the sessions is processing, restarting a crashed server; the ones left. */
async function settle(watch, session, clubId, sessionIds) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let left = sessionIds.length;
  while (Date.now() < deadline && !watch.aborted) {
    await watch.ensureAlive();
    left = (await clubSessionsProcessing(session, clubId, new Set(sessionIds))) ?? left;
    if (left === 0) return 0;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return left;
}

const describe = (input) => `#${input.index} ${input.kind}: ${printable(input.note, 80)}`;

/** Sends every input; counts answers per kind. */
async function sendInputs(context, inputs, concurrency) {
  const { watch, session, slots, byKind, inputOfRawTrack, examples, note } = context;
  const stats = { tried: 0, slowest: { ms: 0, input: null } };
  const sentNotes = [];
  const worker = async () => {
    for (const input of inputs) {
      if (watch.aborted) return;
      if (watch.recovering) await watch.recovering;
      const counts = byKind.get(input.kind);
      sentNotes[input.index] = `${input.kind} (${printable(input.note, 40)})`;
      const answer = await postUpload(
        session,
        uploadBody(input, await slots.slot(input.index)),
        ANSWER_TIMEOUT_MS,
      );
      stats.tried += 1;
      counts.tried += 1;
      if (answer.ms > stats.slowest.ms) stats.slowest = { ms: answer.ms, input };
      const leak = internalTextIn(answer.text);
      if (leak) {
        counts.leaks += 1;
        note(
          examples.leaks,
          `${describe(input)} -> ${answer.status}: ${leak.kind}: ${leak.excerpt}`,
        );
      }
      if (answer.status === 201) {
        counts['201'] += 1;
        for (const id of JSON.parse(answer.text).rawTrackIds ?? []) inputOfRawTrack.set(id, input);
      } else if (answer.status >= 500) {
        counts['5xx'] += 1;
        note(
          examples['5xx'],
          `${describe(input)} -> ${answer.status} ${printable(answer.text, 120)}`,
        );
      } else if (answer.status === 0) {
        counts.none += 1;
        note(
          examples['no answer'],
          `${describe(input)}: ${answer.clientError} after ${(answer.ms / 1000).toFixed(1)} s; ` +
            // Inputs sent just before may have left a shared keep-alive connection unusable.
            `sent just before: ${sentNotes.slice(Math.max(0, input.index - 5), input.index).join(', ')}`,
        );
      } else {
        counts['4xx'] += 1;
      }
      if (answer.status === 0 || answer.status >= 500 || stats.tried % HEALTH_EVERY === 0) {
        await watch.ensureAlive();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return stats;
}

async function fuzzAgainst(server, serverOptions, { files, seed, kinds, concurrency }) {
  await server.start();
  const session = await signInOverHttp(server.baseUrl);
  const club = await findDemoClub(session);
  const byKind = new Map(FUZZ_KINDS.map((kind) => [kind, newCounts()]));
  const inputOfRawTrack = new Map();
  const examples = { '5xx': [], leaks: [], 'no answer': [], partial: [] };
  const note = (list, text) => list.length < EXAMPLES && list.push(text);
  const watch = new CrashWatch(server, serverOptions, (id) => {
    const input = inputOfRawTrack.get(id);
    return input ? describe(input) : null;
  });
  const context = {
    watch,
    session,
    slots: uploadSlots(session, club.clubId, club.athleteIds),
    byKind,
    inputOfRawTrack,
    examples,
    note,
  };
  let peakRssMb = 0;
  const memoryTimer = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, server.memoryMb().rss ?? 0);
  }, 250);

  const started = performance.now();
  const sent = await sendInputs(context, fuzzInputs({ seed, count: files, kinds }), concurrency);
  const sendSeconds = (performance.now() - started) / 1000;
  const sessionIds = await context.slots.sessionIds();
  const settleStarted = performance.now();
  const stillProcessing = await settle(watch, session, club.clubId, sessionIds);
  const settleSeconds = (performance.now() - settleStarted) / 1000;
  clearInterval(memoryTimer);
  await server.stop();

  const rows = await readFuzzRows(serverOptions, sessionIds);
  const ended = { metrics: 0, warning: 0, partial: 0 };
  for (const rawTrack of rows.rawTracks) {
    const outcome = outcomeOf(rawTrack);
    const input = inputOfRawTrack.get(rawTrack.id);
    ended[outcome] += 1;
    if (input) byKind.get(input.kind)[outcome] += 1;
    if (outcome === 'partial') {
      note(
        examples.partial,
        `${input ? describe(input) : 'an unknown upload'}: raw track ${rawTrack.status}, ` +
          `${rawTrack.metrics ? 'with' : 'no'} metrics, ${rawTrack.warned ? 'a' : 'no'} warning`,
      );
    }
  }
  const totals = newCounts();
  for (const counts of byKind.values())
    for (const column of COLUMNS) totals[column] += counts[column];
  const storedWithout201 = Math.max(0, rows.counts.uploads - totals['201']);
  const partialRows =
    ended.partial +
    storedWithout201 +
    rows.counts.uploads_without_tracks +
    rows.counts.participations_without_tracks +
    rows.counts.sessions_processing +
    rows.counts.unowned_file_parts;
  let warningLeaks = 0;
  for (const message of rows.warnings) {
    const leak = internalTextIn(message);
    if (!leak) continue;
    warningLeaks += 1;
    note(examples.leaks, `processing warning: ${leak.kind}: ${leak.excerpt}`);
  }
  const leaks = totals.leaks + warningLeaks;

  const line = (label, value) => console.log(`${label.padEnd(26)} ${value}`);
  const rate = (sent.tried / sendSeconds).toFixed(1);
  line(
    'inputs tried',
    `${sent.tried} of ${files} in ${sendSeconds.toFixed(0)} s (${rate}/s)` +
      (watch.aborted ? `; stopped: ${watch.aborted}` : ''),
  );
  line(
    'answers',
    `201: ${totals['201']}, 4xx: ${totals['4xx']}, 5xx: ${totals['5xx']}, ` +
      `no answer within ${ANSWER_TIMEOUT_MS / 1000} s: ${totals.none}`,
  );
  line('crashes', String(watch.crashes));
  line('5xx', String(totals['5xx']));
  line(
    'partial rows',
    `${partialRows} (raw tracks with neither metrics nor a warning ${ended.partial}, ` +
      `sessions still processing ${rows.counts.sessions_processing}, ` +
      `uploads stored without a 201 ${storedWithout201}, ` +
      `uploads without raw tracks ${rows.counts.uploads_without_tracks}, ` +
      `participations without a track ${rows.counts.participations_without_tracks}, ` +
      `stored file parts nobody owns ${rows.counts.unowned_file_parts})`,
  );
  line('leaks', `${leaks} (answers ${totals.leaks}, processing warnings ${warningLeaks})`);
  line(
    'accepted files ended in',
    `metrics ${ended.metrics}, a warning ${ended.warning} (${rows.rawTracks.length} raw tracks, ` +
      `${rows.warnings.length} warnings)`,
  );
  line(
    'processing settled',
    stillProcessing === 0
      ? `${settleSeconds.toFixed(1)} s after the last upload`
      : `no: ${stillProcessing} sessions still processing after ${settleSeconds.toFixed(0)} s`,
  );
  line('server memory', `peak RSS ${peakRssMb.toFixed(0)} MB`);
  if (sent.slowest.input) {
    line(
      'slowest answer',
      `${(sent.slowest.ms / 1000).toFixed(2)} s (${describe(sent.slowest.input)})`,
    );
  }
  console.log(`${'kind'.padEnd(22)}${COLUMNS.map((column) => column.padStart(8)).join('')}`);
  for (const [kind, counts] of byKind) {
    if (counts.tried === 0) continue;
    const cells = COLUMNS.map((column) => String(counts[column]).padStart(8));
    console.log(`${kind.padEnd(22)}${cells.join('')}`);
  }
  for (const text of watch.reports) console.log(`  crash: ${text}`);
  for (const [label, list] of Object.entries(examples)) {
    for (const text of list) console.log(`  ${label}: ${text}`);
  }
  return {
    tried: sent.tried,
    crashes: watch.crashes,
    serverErrors: totals['5xx'],
    partialRows,
    leaks,
    ...ended,
  };
}

/**
 * The fuzz run against a fresh copy of `world` (a prepared demo world) on
 * `port`; prints its figures and returns the main counts.
 */
export async function benchFuzz({ world, port, files, seed = 12, kinds = null, concurrency = 4 }) {
  const serverOptions = await world.fresh();
  const database = serverOptions.databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`\n== upload fuzz: ${files} files (seed ${seed}, ${database})`);
  const server = new ServerProcess({ port, ...serverOptions });
  try {
    return await fuzzAgainst(server, serverOptions, { files, seed, kinds, concurrency });
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      files: { type: 'string', default: '10000' },
      seed: { type: 'string', default: '12' },
      kinds: { type: 'string' },
      concurrency: { type: 'string', default: '4' },
      port: { type: 'string', default: '3988' },
      'database-url': { type: 'string' },
    },
  });
  const port = Number(values.port);
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL ?? null;
  const world = await prepareDemoWorld({ port, databaseUrl });
  try {
    await benchFuzz({
      world,
      port,
      files: Number(values.files),
      seed: Number(values.seed),
      kinds: values.kinds ? values.kinds.split(',') : null,
      concurrency: Number(values.concurrency),
    });
  } finally {
    await world.dispose();
  }
}
