import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, stat, utimes, writeFile } from 'node:fs/promises';
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

  describe('held by a process that stalls', () => {
    /** A process holding the directory's lock, as a server does. */
    async function lockHolder(dir: string) {
      const child = spawn(process.execPath, [
        '--import',
        'tsx',
        new URL('./support/holdDataDirLock.ts', import.meta.url).pathname,
        dir,
      ]);
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      while (!output.includes('locked')) await once(child.stdout, 'data');
      return {
        child,
        output: () => output,
        async stop() {
          child.kill('SIGCONT');
          child.kill('SIGTERM');
          if (child.exitCode === null) await once(child, 'exit');
        },
      };
    }

    it('keeps its lock however long ago it last refreshed it', async () => {
      const dir = await tempDir();
      const holder = await lockHolder(dir);
      try {
        // Frozen, as a thread busy with a long query is: it refreshes nothing.
        holder.child.kill('SIGSTOP');
        const anHourAgo = new Date(Date.now() - 3_600_000);
        await utimes(join(dir, 'touchline.lock'), anHourAgo, anHourAgo);
        await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
        const cli = await runCli(
          [
            'user',
            'create',
            '--email',
            'late@touchline.test',
            '--name',
            'Late',
            '--password',
            'a long enough password',
          ],
          { TOUCHLINE_DATA_DIR: dir },
        );
        expect(cli.code).toBe(1);
        expect(cli.stderr).toContain('is in use by another Touchline process');
        expect(cli.stdout).not.toContain('Created');
        holder.child.kill('SIGCONT');
        // Still its lock: the files are there and nobody took them.
        await stat(join(dir, 'touchline.lock'));
        expect((await readFile(join(dir, 'touchline.pid'), 'utf8')).split(' ')[0]).toBe(
          String(holder.child.pid),
        );
        expect(holder.output()).not.toContain('compromised');
      } finally {
        await holder.stop();
      }
    });

    it('is taken over once that process is gone', async () => {
      const dir = await tempDir();
      const holder = await lockHolder(dir);
      holder.child.kill('SIGKILL');
      await once(holder.child, 'exit');
      const release = await lockDataDir(dir);
      await release();
    });
  });

  it('takes over a lock whose pid now belongs to another process (pid reuse)', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'touchline.lock'));
    // process.ppid runs, but it is not the process that wrote this lock.
    await writeFile(join(dir, 'touchline.pid'), `${process.ppid} another-boot 12345`);
    const release = await lockDataDir(dir);
    await release();
  });
});
