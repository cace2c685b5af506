// `npm test`: every check, in the order that fails fastest. Prints one summary line at the end.
// Lint (one thread, the longest of the static checks) runs beside the steps up to the web
// unit tests, its output held back until it is done: both cores work from the start.
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
    // The files that open no database ran in the PGlite pass.
    { TOUCHLINE_TESTS_DATABASE_ONLY: '1' },
  ]);
}

await ensureDependencies();
const results = [];
const record = (name, passed, startedAt) => {
  const seconds = Math.round((performance.now() - startedAt) / 1000);
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

for (const [name, command, args, env] of steps) {
  // The server's tests want both cores: lint has finished before them.
  if (!lintReported && (lintDone || name.startsWith('server'))) await reportLint();
  // The server's tests run its built worker threads and the bundled `touchline analyse`.
  if (name === 'server integration tests (PGlite)') await buildServer();
  console.log(`\n== ${name}`);
  const startedAt = performance.now();
  const code = await run(command, args, { env: { ...process.env, ...env } });
  record(name, code === 0, startedAt);
}
if (!lintReported) await reportLint();

console.log('\n== browser end-to-end tests (Chromium)');
const e2eStartedAt = performance.now();
const chromium = await ensureChromium();
if (chromium) {
  await buildStale();
  const code = await run('npm', ['test', '-w', 'packages/e2e', '--silent'], {
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  record('browser end-to-end tests', code === 0, e2eStartedAt);
} else {
  record('browser end-to-end tests (no Chromium)', false, e2eStartedAt);
}

const failed = results.filter((result) => !result.passed);
for (const result of failed) console.error(`failed: ${result.name}`);
console.log(`\nsuites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
