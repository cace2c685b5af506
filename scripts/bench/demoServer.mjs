// Starts the built server on a fresh embedded database with the demo world,
// for the benchmarks that need a browser against real data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerProcess } from './serverProcess.mjs';

/**
 * Runs `work(baseUrl)` against a demo server on `port`, then stops it. Without `dataDir` the
 * server gets a fresh one (the demo world is generated) that is removed afterwards.
 */
export async function withDemoServer(port, work, dataDir = undefined) {
  const ownDataDir = dataDir === undefined;
  if (ownDataDir) dataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-demo-'));
  const server = new ServerProcess({ port, dataDir });
  try {
    await server.start();
    return await work(server.baseUrl);
  } finally {
    await server.stop();
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
