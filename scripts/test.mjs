// `npm test`: every check, in the order that fails fastest. Prints one summary line at the end.
// Lint (one thread, the longest of the static checks) runs beside the steps up to the web
// unit tests, its output held back until it is done: both cores work from the start.
// The browser tests run beside the PostgreSQL pass of the server's tests, their output held
// back too: that pass waits on its database much of the time (on 2 busy cores both took
// 401-414 s together, against 270 + 329 s one after the other). Beside the PGlite pass,
// which keeps both cores busy on its own, they gained nothing (579 s against 197 + 330 s).
import { ensureDependencies } from './lib/dependencies.mjs';
import { buildServer, buildStale } from './lib/build.mjs';
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
const record = (name, passed, startedAt, endedAt = performance.now()) => {
  const seconds = Math.round((endedAt - startedAt) / 1000);
  results.push({ name, passed });
  console.log(`\n${passed ? 'ok' : 'FAILED'}: ${name} (${seconds} s)\n`);
};

const lintStartedAt = performance.now();
const lint = runHeld(...npm('run', 'lint', '--silent'));
let lintDone = false;
void lint.then(() => (lintDone = true));
let lintReported = false;
const reportLint = async () => {
  lintReported = true;
  const { code, output } = await lint;
  console.log(`\n== lint (beside the steps above)\n${output}`);
  record('lint', code === 0, lintStartedAt);
};

const E2E = 'browser end-to-end tests';
/** Chromium's path once what the browser tests serve is built; null when there is no Chromium. */
async function prepareE2e() {
  const chromium = await ensureChromium();
  if (chromium) await buildStale();
  return chromium;
}
const e2eEnv = (chromium) => ({ ...process.env, CHROMIUM_PATH: chromium });
/** The browser tests beside the steps that follow, their output held: resolves when they end. */
let e2eBeside = null;

for (const [name, command, args, env] of steps) {
  // The server's tests want both cores: lint has finished before them.
  if (!lintReported && (lintDone || name.startsWith('server'))) await reportLint();
  // The server's tests run its built worker threads and the bundled `touchline analyse`.
  if (name === 'server integration tests (PGlite)') await buildServer();
  if (name === 'server integration tests (PostgreSQL)') {
    console.log(`\n== ${E2E} (Chromium), beside the PostgreSQL pass: their output when done`);
    const startedAt = performance.now();
    const chromium = await prepareE2e();
    e2eBeside = chromium
      ? runHeld('npm', ['test', '-w', 'packages/e2e', '--silent'], { env: e2eEnv(chromium) }).then(
          ({ code, output }) => ({ code, output, startedAt, endedAt: performance.now() }),
        )
      : Promise.resolve({ code: null, output: '', startedAt, endedAt: performance.now() });
  }
  console.log(`\n== ${name}`);
  const startedAt = performance.now();
  const code = await run(command, args, { env: { ...process.env, ...env } });
  record(name, code === 0, startedAt);
}
if (!lintReported) await reportLint();

if (e2eBeside) {
  const { code, output, startedAt, endedAt } = await e2eBeside;
  if (code === null) record(`${E2E} (no Chromium)`, false, startedAt, endedAt);
  else {
    console.log(`\n== ${E2E} (Chromium, beside the PostgreSQL pass)\n${output}`);
    record(E2E, code === 0, startedAt, endedAt);
  }
} else {
  console.log(`\n== ${E2E} (Chromium)`);
  const startedAt = performance.now();
  const chromium = await prepareE2e();
  if (chromium) {
    const code = await run('npm', ['test', '-w', 'packages/e2e', '--silent'], {
      env: e2eEnv(chromium),
    });
    record(E2E, code === 0, startedAt);
  } else {
    record(`${E2E} (no Chromium)`, false, startedAt);
  }
}

const failed = results.filter((result) => !result.passed);
for (const result of failed) console.error(`failed: ${result.name}`);
console.log(`\nsuites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
