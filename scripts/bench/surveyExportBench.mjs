// Survey Exports (docs/product/surveys.md §9): the time to download 31 days of answers of
// 40 athletes to 2 surveys (a daily wellness survey of five questions and a session RPE
// survey, one session a day) as CSV, over HTTP from the built server in this process
// (target: under 500 ms, median of 5 after a warm-up), and the server's live heap while it
// streams: collected at each chunk the client receives, its peak above the heap before the
// download, for 7 days and for 31 days (the rows are read in batches of 500, so the peak
// should not grow with the range). Numbers only.
// Usage: node scripts/bench/surveyExportBench.mjs   (build first: npx tsc -b)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createRandom } from '@touchline/domain';
import { repoRoot } from '../lib/run.mjs';
import { signInOverHttp } from './httpSession.mjs';
import { openBenchServer } from './lib/twoHourSession.mjs';

const ATHLETES = 40;
const DAYS = 31;
const RUNS = 5;
const TARGET_MS = 500;
const START = Date.UTC(2026, 9, 1, 7, 30);
const DAY_MS = 86_400_000;

v8.setFlagsFromString('--expose-gc');
/** A full collection, so the heap read after it is what is still live. */
const collect = vm.runInNewContext('gc');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const serverModule = (path) =>
  import(pathToFileURL(join(repoRoot, 'packages/server/dist', path)).href);

/** Touchline FC with 40 more athletes and the two surveys' 31 days of distributions and answers. */
async function seed(server) {
  const [{ createDemoWorld }, { createSurvey }, { insertDemoSurveyHistory }] = await Promise.all([
    serverModule('demo/createDemoWorld.js'),
    serverModule('modules/surveys/createSurvey.service.js'),
    serverModule('demo/insertDemoSurveyHistory.js'),
  ]);
  const { db, tables, orm, config } = server;
  await createDemoWorld(db, { portalUrl: config.demoPortalUrl });
  const [club] = await db
    .select()
    .from(tables.clubs)
    .where(orm.eq(tables.clubs.name, 'Touchline FC'));
  const squad = await db
    .insert(tables.athletes)
    .values(
      Array.from({ length: ATHLETES }, (_, a) => ({
        clubId: club.id,
        name: `Bench Athlete-${String(a + 1).padStart(2, '0')}`,
        initials: `B${a + 1}`,
      })),
    )
    .returning({ id: tables.athletes.id, personId: tables.athletes.personId });
  const random = createRandom(17);
  const metrics = ['sleepQuality', 'fatigue', 'muscleSoreness', 'stress', 'mood'];
  const surveys = [
    {
      title: 'Daily Wellness',
      questions: metrics.map((metric) => ({
        kind: 'scale',
        prompt: metric,
        min: 1,
        max: 7,
        metric,
      })),
      values: () => Object.fromEntries(metrics.map((metric) => [metric, random.integer(1, 7)])),
      atMs: (day) => START + day * DAY_MS,
    },
    {
      title: 'Session RPE',
      questions: [{ kind: 'scale', prompt: 'RPE', min: 0, max: 10, metric: 'sessionRpe' }],
      values: () => ({ sessionRpe: random.integer(2, 9) }),
      atMs: (day) => START + day * DAY_MS + 10 * 3_600_000,
    },
  ];
  const ids = [];
  let answers = 0;
  for (const plan of surveys) {
    const made = await createSurvey(db, {
      clubId: club.id,
      title: plan.title,
      questions: plan.questions,
    });
    const [trigger] = await db
      .insert(tables.surveyTimerTriggers)
      .values({
        clubId: club.id,
        surveyId: made.survey.id,
        kind: 'daily',
        localTime: '07:30',
        timeZone: 'UTC',
        active: false,
      })
      .returning();
    const sent = Array.from({ length: DAYS }, (_, day) => ({
      occurrence: `day-${day}`,
      at: new Date(plan.atMs(day)),
      sessionId: null,
      answers: new Map(squad.map((athlete) => [athlete.id, plan.values()])),
    }));
    await insertDemoSurveyHistory(
      db,
      random,
      {
        clubId: club.id,
        surveyId: made.survey.id,
        triggerId: trigger.id,
        now: new Date(START + (DAYS + 1) * DAY_MS),
        byMetric: new Map(made.questions.map((question) => [question.metric, question.id])),
        squad,
      },
      sent,
    );
    const [{ count }] = await db
      .select({ count: orm.count() })
      .from(tables.surveyAnswers)
      .where(orm.eq(tables.surveyAnswers.surveyId, made.survey.id));
    answers += count;
    ids.push(made.survey.id);
  }
  return { surveyIds: ids, answers };
}

/**
 * Downloads one export, reading the stream as it comes: its time and size; with
 * `liveHeap`, the live heap's peak above the start (collected at each chunk, so
 * not timed).
 */
async function download(session, surveyId, days, liveHeap = false) {
  const query = new URLSearchParams({
    start_date: new Date(START - DAY_MS / 2).toISOString(),
    end_date: new Date(START - DAY_MS / 2 + days * DAY_MS).toISOString(),
  });
  collect();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const started = performance.now();
  const response = await fetch(
    `${session.baseUrl}/api/export/surveys/${surveyId}/answers.csv?${query}`,
    {
      headers: session.headers,
    },
  );
  if (response.status !== 200)
    throw new Error(`the export answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
    if (!liveHeap) continue;
    collect();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  const ms = performance.now() - started;
  return { ms, bytes, rows: lines - 1, peakKb: (peak - baseline) / 1024 };
}

export async function benchSurveyExport() {
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-surveys-'));
  const server = await openBenchServer(dataDir, 0);
  try {
    const { surveyIds, answers } = await seed(server);
    const session = await signInOverHttp(await server.listen());
    const both = async (days, liveHeap = false) => {
      const runs = [];
      for (const surveyId of surveyIds)
        runs.push(await download(session, surveyId, days, liveHeap));
      return {
        ms: runs.reduce((sum, run) => sum + run.ms, 0),
        rows: runs.reduce((sum, run) => sum + run.rows, 0),
        bytes: runs.reduce((sum, run) => sum + run.bytes, 0),
        peakKb: Math.max(...runs.map((run) => run.peakKb)),
      };
    };
    await both(DAYS);
    const month = [];
    for (let run = 0; run < RUNS; run += 1) month.push(await both(DAYS));
    const week = [];
    const wholeMonth = [];
    for (let run = 0; run < RUNS; run += 1) {
      week.push(await both(7, true));
      wholeMonth.push(await both(DAYS, true));
    }
    const ms = median(month.map((run) => run.ms));
    console.log(
      `Survey Exports, ${DAYS} days x ${ATHLETES} athletes x 2 surveys (${answers} answers stored): ` +
        `${month[0].rows} rows, ${(month[0].bytes / 1024).toFixed(0)} KB in ${ms.toFixed(0)} ms ` +
        `(median of ${RUNS}; target < ${TARGET_MS} ms: ${ms < TARGET_MS ? 'met' : 'NOT met'})`,
    );
    console.log(
      `Survey Exports, server live heap peak above the start while streaming: 7 days ` +
        `${median(week.map((run) => run.peakKb)).toFixed(0)} KB (${week[0].rows} rows), ${DAYS} days ` +
        `${median(wholeMonth.map((run) => run.peakKb)).toFixed(0)} KB (${wholeMonth[0].rows} rows), medians of ${RUNS}`,
    );
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchSurveyExport();
