// `npm start` and `npm test` install what is missing before anything else.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run, fail } from './run.mjs';

const MIN_NODE = [20, 19];

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    fail(`Node ${MIN_NODE.join('.')} or newer is needed; this is ${process.versions.node}.`);
  }
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  checkNodeVersion();
  const installed = join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = join(repoRoot, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('touchline: installing dependencies (npm ci)...');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) fail('npm ci failed; see the output above.');
}
