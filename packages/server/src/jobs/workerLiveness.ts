import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database, Db } from '../db/database.js';
import { jobClaims } from '../db/tables.js';

// The advisory-lock class of worker processes (any constant shared by every
// Touchline process); each process locks (class, its key) while it lives.
export const WORKER_LOCK_CLASS = 7_320_012;
const RECONNECT_DELAY_MS = 1_000;

/**
 * This process's proof of life to the others, and its claims on the jobs it
 * runs. On PostgreSQL a session-level advisory lock is held on a connection
 * of its own: the server drops it the moment the process dies, however it
 * dies, so `findJobsOfDeadWorkers` can tell a dead process's jobs from a live
 * one's. On PGlite one process owns the database and there is nothing to tell.
 */
export interface WorkerLiveness {
  readonly key: number;
  /** Claims fetched jobs, in the transaction that fetched them. */
  claim(tx: Db, queue: string, jobIds: readonly string[]): Promise<void>;
  release(jobIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export async function startWorkerLiveness(
  database: Database,
  log: Logger,
): Promise<WorkerLiveness> {
  const key = randomInt(1, 2 ** 31 - 1);
  if (!database.connectionString) {
    return { key, claim: async () => {}, release: async () => {}, close: async () => {} };
  }
  const lock = new LivenessLock(database.connectionString, key, log);
  await lock.connect();
  const { db } = database;
  return {
    key,
    async claim(tx, queue, jobIds) {
      if (jobIds.length === 0) return;
      await tx
        .insert(jobClaims)
        .values(jobIds.map((jobId) => ({ jobId, queue, workerKey: key })))
        .onConflictDoUpdate({ target: jobClaims.jobId, set: { workerKey: key } });
    },
    async release(jobIds) {
      if (jobIds.length === 0) return;
      await db.delete(jobClaims).where(inArray(jobClaims.jobId, [...jobIds]));
    },
    close: () => lock.close(),
  };
}

/** Holds the lock, and takes it again on a new connection if the old one drops. */
class LivenessLock {
  private client: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly key: number,
    private readonly log: Logger,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'worker liveness connection failed; reconnecting');
      if (this.client === client) this.client = null;
      void client.end().catch(() => undefined);
      this.reconnectLater();
    });
    await client.connect();
    await client.query('select pg_advisory_lock($1, $2)', [WORKER_LOCK_CLASS, this.key]);
    this.client = client;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end();
  }

  private reconnectLater() {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.connect().catch((error: unknown) => {
        this.log.warn({ err: error }, 'could not take the worker liveness lock again');
        this.reconnectLater();
      });
    }, RECONNECT_DELAY_MS).unref();
  }
}
