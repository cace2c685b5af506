// Starts the built server on a fresh embedded database with the demo world,
// for the benchmarks that need a browser against real data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../lib/run.mjs';

const READY_TIMEOUT_MS = 240_000;

async function waitUntilServing(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer within ${READY_TIMEOUT_MS} ms`);
}

/**
 * Runs `work(baseUrl)` against a demo server on `port`, then stops it. Without `dataDir` the
 * server gets a fresh one (the demo world is generated) that is removed afterwards.
 */
export async function withDemoServer(port, work, dataDir = undefined) {
  const ownDataDir = dataDir === undefined;
  if (ownDataDir) dataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-demo-'));
  const child = spawn(process.execPath, ['packages/server/bin/touchline.js', 'start'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), TOUCHLINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(`${baseUrl}/api/auth/identities/sign_in`, child);
    return await work(baseUrl);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve() : child.on('exit', resolve),
    );
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
