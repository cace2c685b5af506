import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recordingPath } from './support/recordings.js';
import { runCli } from './support/runCli.js';

const serverDir = fileURLToPath(new URL('../', import.meta.url));
const hook = fileURLToPath(new URL('./support/loadedModules.mjs', import.meta.url));

/** `touchline ...` as a user runs it, through bin/touchline.js; and the modules it loaded. */
async function runBin(args: string[]) {
  const loaded = join(await mkdtemp(join(tmpdir(), 'touchline-bin-')), 'loaded.txt');
  const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, ['--import', hook, 'bin/touchline.js', ...args], {
        cwd: serverDir,
        env: { ...process.env, LOG_LEVEL: 'silent', LOADED_MODULES_FILE: loaded },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    },
  );
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
