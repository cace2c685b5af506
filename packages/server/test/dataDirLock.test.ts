import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/dataDirLock.js';
import { runCli } from './support/runCli.js';

const tempDir = () => mkdtemp(join(tmpdir(), 'touchline-lock-'));

async function pidOfAFinishedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('close', resolve));
  return child.pid!;
}

describe('the data directory lock', () => {
  it('refuses a second holder, naming the directory, until released', async () => {
    const dir = await tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(dir);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('takes over the lock of a process that was killed', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'touchline.lock'));
    await writeFile(join(dir, 'touchline.pid'), String(await pidOfAFinishedProcess()));
    const release = await lockDataDir(dir);
    await release();
  });

  it('keeps the lock of a process that still runs', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'touchline.lock'));
    await writeFile(join(dir, 'touchline.pid'), String(process.ppid));
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
  });

  it('makes a second `touchline start` on the directory exit with a clear message', async () => {
    const dir = await tempDir();
    const release = await lockDataDir(dir);
    try {
      const result = await runCli(['start'], { TOUCHLINE_DATA_DIR: dir, PORT: '0' });
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        `touchline: The data directory ${dir} is in use by another Touchline process. Stop it first, or set TOUCHLINE_DATA_DIR to another directory.`,
      ]);
    } finally {
      await release();
    }
  });
});
