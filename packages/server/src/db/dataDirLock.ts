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

// proper-lockfile would count a lock whose mtime was not refreshed for its
// `stale` time as abandoned. A server whose thread is busy for a while (a long
// query) refreshes late, yet holds its directory all the same: whether the lock
// is held is asked of its owner's process (ownerIsGone), never of its mtime.
// This is as long as a timer may wait (about 24 days).
const NEVER_STALE_MS = 2 ** 31 - 1;

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

/**
 * What tells this run of a process from a later one given the same pid: on
 * Linux, when it started (clock ticks since boot, /proc/PID/stat's 22nd field)
 * and the boot; elsewhere nothing (the pid alone).
 */
async function processIdentity(pid: number): Promise<string | null> {
  try {
    const [stat, boot] = await Promise.all([
      readFile(`/proc/${pid}/stat`, 'utf8'),
      readFile('/proc/sys/kernel/random/boot_id', 'utf8'),
    ]);
    // The command name (field 2) is in parentheses and may hold spaces.
    const startedAt = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startedAt ? `${boot.trim()} ${startedAt}` : null;
  } catch {
    return null;
  }
}

/** The owner a lock names: `pid` or `pid identity`. */
function parseOwner(text: string): { pid: number; identity: string | null } | null {
  const [pidText, ...identity] = text.trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, identity: identity.length > 0 ? identity.join(' ') : null };
}

/**
 * A lock whose owner no longer runs can go at once: its process is gone, or
 * its pid now belongs to another process (started later, or in another boot).
 */
async function ownerIsGone(pidPath: string): Promise<boolean> {
  const owner = parseOwner(await readFile(pidPath, 'utf8').catch(() => ''));
  if (!owner) return false;
  // Our own pid: a restart given the same pid (a container's 1) is another process.
  if (owner.pid !== process.pid && !isRunning(owner.pid)) return true;
  if (owner.identity === null) return false;
  const identity = await processIdentity(owner.pid);
  return identity !== null && identity !== owner.identity;
}

/**
 * Two processes on one PGlite directory silently lose writes, so the second
 * one is refused for as long as the first one runs, however busy it is. The
 * lock of a process that is gone (killed, crashed, or before a reboot) is
 * taken over at once.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = () => undefined,
): Promise<ReleaseLock> {
  await mkdir(dataDir, { recursive: true });
  const { lockfilePath, pidPath } = lockPaths(dataDir);
  const options = { lockfilePath, stale: NEVER_STALE_MS, realpath: false, onCompromised };
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
  const identity = await processIdentity(process.pid);
  await writeFile(pidPath, identity ? `${process.pid} ${identity}` : String(process.pid));
  return async () => {
    await rm(pidPath, { force: true });
    await release();
  };
}
