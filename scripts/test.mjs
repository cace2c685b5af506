// `npm test`: every check, in the order that fails fastest. Prints one summary line at the end.
// Two checks run beside the others from the start, their output held back until each is done:
// lint (one thread) and the browser tests (after the web app's build), which wait on Chromium
// and the server far more than they compute. The steps in between keep both cores busy.
// Each held result is printed between two steps once it is in, and at the end otherwise.
// Every check but the browser tests yields the cores to them: those wait on pages with
// time limits, the others only take longer.
import { ensureDependencies } from './lib/dependencies.mjs';
import { buildServer, webBuildIsStale } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { run, runHeld } from './lib/run.mjs';

const npm = (...args) => ['npm', args];
const steps = [
  ['formatting', ...npm('run', 'format:check', '--silent')],
  [
    'generated GraphQL types are current',
    ...npm('run', 'codegen:check', '--workspaces', '--if-present', '--silent'),
  ],
  ['typecheck', ...npm('run', 'typecheck', '--silent')],
  ['dead code (knip)', ...npm('run', 'knip', '--silent')],
  ['domain unit tests', ...npm('test', '-w', 'packages/domain', '--silent')],
  ['web unit tests', ...npm('test', '-w', 'packages/web', '--silent')],
  [
    'server integration tests (PGlite)',
    'npm',
    ['test', '-w', 'packages/server', '--silent'],
    { TEST_DATABASE_URL: '' },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'server integration tests (PostgreSQL)',
    ...npm('test', '-w', 'packages/server', '--silent'),
    // The files that reach below the SQL (test/support/postgresPassFiles.ts): every
    // file ran on PGlite already, with the same schema, migrations and SQL.
    { TOUCHLINE_TESTS_POSTGRES_PASS: '1' },
  ]);
}

await ensureDependencies();
const results = [];
/** The lines of a failed held check's output printed again last, where a log's tail shows them. */
const ENDING_LINES = 40;
const record = (name, passed, startedAt, endedAt = performance.now(), ending = null) => {
  const seconds = Math.round((endedAt - startedAt) / 1000);
  results.push({ name, passed, ending });
  console.log(`\n${passed ? 'ok' : 'FAILED'}: ${name} (${seconds} s)\n`);
};

/** A check run beside the steps, its output held: `work` resolves with its code and output. */
function beside(name, work) {
  const startedAt = performance.now();
  const check = { name, startedAt, result: null, reported: false };
  check.done = work().then((result) => (check.result = { ...result, endedAt: performance.now() }));
  return check;
}
function report(check) {
  check.reported = true;
  const { code, output, endedAt } = check.result;
  console.log(`\n== ${check.name} (beside the other steps)\n${output}`);
  const ending = code === 0 ? null : output.trimEnd().split('\n').slice(-ENDING_LINES).join('\n');
  record(check.name, code === 0, check.startedAt, endedAt, ending);
}

// The server's build first: the typecheck and the web app's build must not write the
// domain's and the server's output while it does. The server's tests run its built
// worker threads and the bundled `touchline analyse`.
const buildStartedAt = performance.now();
console.log('\n== building the server');
await buildServer();
console.log(`(${Math.round((performance.now() - buildStartedAt) / 1000)} s)`);

const E2E = 'browser end-to-end tests (Chromium)';
const held = [
  beside('lint', () => runHeld(...npm('run', 'lint', '--silent'), { yielding: true })),
  beside(E2E, async () => {
    const chromium = await ensureChromium();
    if (!chromium) return { code: 1, output: 'No Chromium: see above.\n' };
    if (webBuildIsStale()) {
      const build = await runHeld(...npm('run', 'build', '-w', 'packages/web', '--silent'));
      if (build.code !== 0) return { ...build, output: `The web build failed:\n${build.output}` };
    }
    const env = { ...process.env, CHROMIUM_PATH: chromium };
    return runHeld(...npm('test', '-w', 'packages/e2e', '--silent'), { env });
  }),
];
const reportFinished = () => held.filter((c) => c.result && !c.reported).forEach(report);

for (const [name, command, args, env] of steps) {
  reportFinished();
  console.log(`\n== ${name}`);
  const startedAt = performance.now();
  const code = await run(command, args, { env: { ...process.env, ...env }, yielding: true });
  record(name, code === 0, startedAt);
}
for (const check of held) {
  await check.done;
  if (!check.reported) report(check);
}

const failed = results.filter((result) => !result.passed);
for (const { name, ending } of failed.filter((result) => result.ending)) {
  console.log(`\n== the end of ${name}, again\n${ending}`);
}
for (const result of failed) console.error(`failed: ${result.name}`);
console.log(`\nsuites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
