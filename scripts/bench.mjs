// `npm run bench`: prints the performance figures of docs/CONTRIBUTING.md, Benchmarks (which
// lists their targets). Numbers only; nothing here asserts timing.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ensureDependencies } from './lib/dependencies.mjs';
import { buildStale } from './lib/build.mjs';
import { repoRoot, run } from './lib/run.mjs';
import { benchAlfheimAgreement } from './bench/alfheimAgreement.mjs';
import { benchCli } from './bench/cliBench.mjs';
import { benchEngine } from './bench/engineBench.mjs';
import { benchMemory } from './bench/memoryBench.mjs';
import { benchProcessing } from './bench/processingBench.mjs';
import { benchImport } from './bench/importBench.mjs';
import { benchSegmentSave } from './bench/segmentSaveBench.mjs';
import { withDemoServer } from './bench/demoServer.mjs';
import { benchSessionPage } from './bench/sessionPageBench.mjs';
import { benchDashboard } from './bench/dashboardBench.mjs';
import { benchSegmentEditor } from './bench/segmentEditorBench.mjs';
import { benchReportCharts } from './bench/reportChartsBench.mjs';
import { benchReportAggregation } from './bench/reportAggregationBench.mjs';
import { benchReportChartDecimation } from './bench/reportChartDecimationBench.mjs';
import { benchDatasetGeneration } from './bench/datasetGenerationBench.mjs';
import { benchCsvBuilder } from './bench/csvBuilderBench.mjs';
import { benchSurveyExport } from './bench/surveyExportBench.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { existingDemoWorld, postgresReachable } from './bench/demoWorld.mjs';
import { benchFuzz } from './bench/fuzzBench.mjs';
import { benchLoad } from './bench/loadBench.mjs';
import { benchPageLoads } from './bench/pageLoads.mjs';
import { benchHostileDatasetLoad } from './bench/hostileDatasetLoad.mjs';
import { benchResume, DEFAULT_POSTGRES_URL } from './bench/resumeBench.mjs';
import { benchScale } from './bench/scaleBench.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3987);

async function waitUntilServing(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not answer within ${timeoutMs} ms`);
}

/** Milliseconds from spawning `args` until the sign-in page answers, then stops the server. */
async function timeStart(label, args, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), TOUCHLINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  try {
    await waitUntilServing(`http://127.0.0.1:${PORT}/api/auth/identities/sign_in`, child, 180_000);
    const elapsed = performance.now() - started;
    console.log(`${label.padEnd(48)} ${(elapsed / 1000).toFixed(2)} s`);
    return elapsed;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve() : child.on('exit', resolve),
    );
  }
}

await ensureDependencies();
await buildStale();

console.log('\n== start-up (embedded database)');
const dataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-'));
try {
  const server = ['packages/server/bin/touchline.js', 'start'];
  await timeStart('first start, empty data directory (demo world)', server, dataDir);
  await timeStart('later start, same data directory', server, dataDir);
  await timeStart('later `npm start` (stale checks included)', ['scripts/start.mjs'], dataDir);

  // The browser figures, on the demo world just made.
  const executablePath = await ensureChromium();
  if (executablePath) {
    await withDemoServer(
      PORT,
      async (baseUrl) => {
        await benchSessionPage(baseUrl, executablePath);
        await benchDashboard(baseUrl, executablePath);
        await benchReportCharts(baseUrl, executablePath);
      },
      dataDir,
    );
    await benchSegmentEditor(PORT, executablePath);
    await benchCsvBuilder(PORT, executablePath);
  } else {
    console.log('\n(no Chromium: the session page and dashboard figures are skipped)');
  }

  console.log('\n== JavaScript of the sign-in-to-club-picker path');
  await run('node', ['packages/web/scripts/bundle-size.mjs']);

  // The Alfheim match, from the repository's data/ folder, unpacked for the commands that read it.
  const alfheim = join(dataDir, 'alfheim-2013-11-07.csv');
  writeFileSync(
    alfheim,
    gunzipSync(readFileSync(join(repoRoot, 'data', `${basename(alfheim)}.gz`))),
  );
  await benchEngine(alfheim);
  benchMemory();
  benchAlfheimAgreement(alfheim);
  benchCli(alfheim);
  await benchProcessing();
  await benchImport(PORT);
  await benchSegmentSave();
  benchReportAggregation();
  await benchReportChartDecimation();
  await benchDatasetGeneration(dataDir);
  await benchSurveyExport();

  // Hardening (docs/CONTRIBUTING.md, Benchmarks), on copies of the demo world made
  // above: the upload fuzz, the load run, and resuming after kill -9, on both
  // databases when a PostgreSQL server answers (BENCH_DATABASE_URL, else the local
  // default).
  const world = existingDemoWorld(dataDir);
  try {
    await benchFuzz({ world, port: PORT, files: 10_000 });
    await benchLoad({ world, port: PORT });
    const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
    const postgres = (await postgresReachable(databaseUrl))
      ? [{ label: 'PostgreSQL', databaseUrl }]
      : [];
    if (postgres.length === 0) {
      console.log(
        `\n(no PostgreSQL answers at ${databaseUrl}: resume and hostile load run on PGlite only)`,
      );
    }
    await benchResume({
      databases: [{ label: 'embedded PGlite', world }, ...postgres],
      port: PORT,
    });
    // Spread-out page loads at 20 to 100 a second on one API process: rate, p99, 503s, recovery.
    await benchPageLoads({
      databases: [{ label: 'embedded PGlite', world }, ...postgres],
      port: PORT,
    });
    // Hostile dataset load: an athlete's expensive dataset requests while another club browses.
    await benchHostileDatasetLoad({
      databases: [{ label: 'embedded PGlite', world }, ...postgres],
      port: PORT,
    });
    // Growth with history and tenants: worlds of 8, 26 and 52 weeks and of 50 clubs, kept
    // between runs as template databases of the PostgreSQL server.
    if (postgres.length > 0) await benchScale({ databaseUrl, port: PORT });
  } finally {
    await world.dispose();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
