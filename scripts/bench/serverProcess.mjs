// A Touchline server as a child process of the benchmark, through the real CLI
// (`touchline start`), so a benchmark can stop it, kill -9 it and restart it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { repoRoot } from '../lib/run.mjs';

const READY_TIMEOUT_MS = 240_000;
// The tail of the server's output kept for a crash report.
const OUTPUT_TAIL_BYTES = 16_384;
const SIGN_IN = '/api/auth/identities/sign_in';

// A benchmark that fails half-way must not leave a server running.
const live = new Set();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Kilobytes of a /proc/<pid>/status line (VmRSS, VmHWM), or null when the process is gone. */
function procStatusKb(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** CPU milliseconds (user + system) process `pid` has used, or null when it cannot be read. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of the line) in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Whether the server answers its sign-in page within `timeoutMs`. */
export async function answersHealthCheck(baseUrl, timeoutMs = 10_000) {
  try {
    const response = await fetch(`${baseUrl}${SIGN_IN}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * One server on `port`, on the PGlite directory `dataDir` or the PostgreSQL
 * database `databaseUrl`. `start()` may be called again after the process ended.
 */
export class ServerProcess {
  constructor({ port, dataDir = null, databaseUrl = null, env = {}, entry = null }) {
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.dataDir = dataDir;
    this.databaseUrl = databaseUrl;
    this.extraEnv = env;
    // The script run instead of `touchline start` (same environment), e.g. lib/serveWithoutAnswerCache.mjs.
    this.entry = entry;
    this.child = null;
    this.output = '';
    this.startedAt = NaN;
    this.exited = Promise.resolve();
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid() {
    return this.child?.pid ?? null;
  }

  /** How the last process ended ("code 1", "signal SIGKILL"), or null while it runs. */
  get exitReason() {
    if (!this.child || this.running) return null;
    return this.child.signalCode
      ? `signal ${this.child.signalCode}`
      : `code ${this.child.exitCode}`;
  }

  /** Resident and peak memory of the running process in MB (null when it is gone). */
  memoryMb() {
    const pid = this.pid;
    const rss = pid === null ? null : procStatusKb(pid, 'VmRSS');
    const peak = pid === null ? null : procStatusKb(pid, 'VmHWM');
    return { rss: rss === null ? null : rss / 1024, peak: peak === null ? null : peak / 1024 };
  }

  /** Spawns the server and waits until it answers; resolves with the ms from spawn to ready. */
  async start({ timeoutMs = READY_TIMEOUT_MS } = {}) {
    const env = { ...process.env, PORT: String(this.port), LOG_LEVEL: 'warn', ...this.extraEnv };
    delete env.DATABASE_URL;
    delete env.TOUCHLINE_DATA_DIR;
    if (this.databaseUrl) env.DATABASE_URL = this.databaseUrl;
    else env.TOUCHLINE_DATA_DIR = this.dataDir;
    this.output = '';
    this.startedAt = performance.now();
    const args = this.entry ? [this.entry] : ['packages/server/bin/touchline.js', 'start'];
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    live.add(child);
    const keep = (chunk) => {
      this.output = (this.output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_BYTES);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    this.exited = new Promise((resolve) =>
      child.on('exit', () => {
        live.delete(child);
        resolve();
      }),
    );
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(`the server exited (${this.exitReason}) while starting:\n${this.output}`);
      }
      if (await answersHealthCheck(this.baseUrl, 2_000)) return performance.now() - this.startedAt;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.kill();
    throw new Error(`the server did not answer within ${timeoutMs} ms`);
  }

  /** Asks the server to stop (SIGTERM), and kills it when it has not after `graceMs`. */
  async stop(graceMs = 30_000) {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  /** kill -9: the process gets no chance to clean up. */
  async kill() {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }
}
