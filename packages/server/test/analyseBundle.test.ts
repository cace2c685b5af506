import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recordingPath } from './support/recordings.js';
import { runCli, runNode } from './support/runCli.js';

const hook = fileURLToPath(new URL('./support/loadedModules.mjs', import.meta.url));

/** `touchline ...` as a user runs it, through bin/touchline.js; and the modules it loaded. */
async function runBin(args: string[]) {
  const loaded = join(await mkdtemp(join(tmpdir(), 'touchline-bin-')), 'loaded.txt');
  const result = await runNode(['--import', hook, 'bin/touchline.js', ...args], {
    LOADED_MODULES_FILE: loaded,
  });
  return { ...result, modules: (await readFile(loaded, 'utf8')).split('\n').filter(Boolean) };
}

// The bundle is built with the server (npm run build); npm test builds before it tests.
describe.concurrent('touchline analyse, bundled', () => {
  it.each([
    ['the Alfheim match, as JSON', [recordingPath('alfheim-2013-11-07.csv.gz'), '--json']],
    ['a FIT run, as text', [recordingPath('fenix2-run.fit')]],
    ['a missing file', ['nowhere.csv']],
  ])('runs from its bundle and answers %s as the source does', async (_, args) => {
    const [bundled, source] = await Promise.all([
      runBin(['analyse', ...args]),
      runCli(['analyse', ...args]),
    ]);
    expect(bundled.modules.some((url) => url.endsWith('/dist/analyse.bundle.js'))).toBe(true);
    expect(bundled.modules.some((url) => url.includes('/dist/cli/'))).toBe(false);
    expect(bundled).toMatchObject(source);
  });

  it('leaves every other command to the modules tsc built', async () => {
    const help = await runBin(['--help']);
    expect(help.code).toBe(0);
    expect(help.modules.some((url) => url.endsWith('/dist/cli/main.js'))).toBe(true);
    expect(help.modules.some((url) => url.includes('analyse.bundle'))).toBe(false);
  });
});
