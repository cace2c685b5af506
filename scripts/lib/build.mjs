// Builds only what is stale: tsc -b is incremental; the web app is rebuilt when a source is newer.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run, fail } from './run.mjs';

const WEB_INPUTS = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/public',
  'packages/web/vite.config.ts',
  'packages/domain/src',
  'package-lock.json',
];
const WEB_OUTPUT = 'packages/web/dist/index.html';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function webBuildIsStale() {
  const output = join(repoRoot, WEB_OUTPUT);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return WEB_INPUTS.some((input) => newestMtime(join(repoRoot, input)) > builtAt);
}

/** The server and the domain (tsc), and the bundled `touchline analyse`. */
export async function buildServer() {
  if ((await run('npm', ['run', 'build', '-w', 'packages/server', '--silent'])) !== 0) {
    fail('the server build failed; see above.');
  }
}

/**
 * What running needs: the server (its build compiles the domain) and the web
 * app. The web app's and the browser tests' type check is `npm test`'s, not
 * a start's: Vite builds the app without it.
 */
export async function buildStale() {
  await buildServer();
  if (!webBuildIsStale()) return;
  console.log('touchline: building the web app...');
  if ((await run('npm', ['run', 'build', '-w', 'packages/web', '--silent'])) !== 0) {
    fail('the web build failed; see above.');
  }
}
