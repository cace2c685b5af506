import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recordingPath } from './support/recordings.js';
import { runCli } from './support/runCli.js';

const hook = fileURLToPath(new URL('./support/loadedModules.mjs', import.meta.url));

/** What only the server, the database, the job queue or other file formats need. */
const HEAVY_PACKAGES = [
  'fastify',
  'graphql',
  'graphql-yoga',
  'pg',
  'pg-boss',
  'drizzle-orm',
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'piscina',
  '@garmin/fitsdk',
  '@casl/ability',
];
const HEAVY_SOURCES = ['/server/src/db/', '/server/src/app.ts', '/server/src/graphql/'];

/** The heavy packages and server folders a `touchline` run loaded. */
async function heavyModulesLoadedBy(args: string[]): Promise<string[]> {
  const file = join(await mkdtemp(join(tmpdir(), 'touchline-modules-')), 'loaded.txt');
  const result = await runCli(args, { LOADED_MODULES_FILE: file }, ['--import', hook]);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  const urls = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  expect(urls.some((url) => url.endsWith('/cli/main.ts'))).toBe(true);
  const heavy = new Set<string>();
  for (const url of urls) {
    for (const name of HEAVY_PACKAGES) if (url.includes(`/node_modules/${name}/`)) heavy.add(name);
    for (const source of HEAVY_SOURCES) if (url.includes(source)) heavy.add(source);
  }
  return [...heavy];
}

// Each command loads only what it needs: start-up time is what a person waits for.
describe.concurrent('touchline start-up', () => {
  it('shows its help without loading the server, the database or any file format', async () => {
    expect(await heavyModulesLoadedBy(['--help'])).toEqual([]);
  });

  it('analyses a positions file without the server, the database or the FIT SDK', async () => {
    const alfheim = recordingPath('alfheim-2013-11-07.csv.gz');
    expect(await heavyModulesLoadedBy(['analyse', alfheim, '--format', 'positions'])).toEqual([]);
  });
});
