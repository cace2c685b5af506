import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { TouchlineError } from '../errors/TouchlineError.js';

/** Another process holds the data directory: DATA_DIR_LOCKED. */
export class DataDirLockedError extends TouchlineError<'DATA_DIR_LOCKED'> {
  override name = 'DataDirLockedError';
  constructor(readonly dataDir: string) {
    super('DATA_DIR_LOCKED', dataDir);
  }
}

/** Releases the lock. */
export type ReleaseLock = () => Promise<void>;

// proper-lockfile refreshes the lock's mtime; a lock not refreshed for this
// long belongs to a process that died without releasing it.
const STALE_MS = 10_000;

function lockPaths(dataDir: string) {
  return { lockfilePath: join(dataDir, 'touchline.lock'), pidPath: join(dataDir, 'touchline.pid') };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock left by a process of this machine that no longer runs can go at once. */
async function ownerIsGone(pidPath: string): Promise<boolean> {
  const pid = Number(await readFile(pidPath, 'utf8').catch(() => ''));
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isRunning(pid);
}

/**
 * Two processes on one PGlite directory silently lose writes, so the second
 * one is refused. Locks of killed processes expire (pid check, then staleness).
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = () => undefined,
): Promise<ReleaseLock> {
  await mkdir(dataDir, { recursive: true });
  const { lockfilePath, pidPath } = lockPaths(dataDir);
  const options = { lockfilePath, stale: STALE_MS, realpath: false, onCompromised };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!(await ownerIsGone(pidPath))) throw new DataDirLockedError(dataDir);
    await rm(lockfilePath, { recursive: true, force: true });
    try {
      release = await lockfile.lock(dataDir, options);
    } catch {
      throw new DataDirLockedError(dataDir);
    }
  }
  await writeFile(pidPath, String(process.pid));
  return async () => {
    await rm(pidPath, { force: true });
    await release();
  };
}
