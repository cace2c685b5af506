import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { migrationsDir } from '../paths.js';
import type { Database } from './database.js';
import * as schema from './tables.js';
import { STOP_IF_CLIENT_GONE } from './stopIfClientGone.js';

const RECONNECT_DELAY_MS = 1_000;

/** A PostgreSQL server through node-postgres: a pool for queries, one connection for LISTEN. */
export function postgresDatabase(connectionString: string, log?: Logger): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Idle clients can fail when the server restarts; the pool replaces them.
  pool.on('error', (error) => log?.warn({ err: error }, 'idle database connection failed'));
  const listener = new NotificationListener(connectionString, log);
  return {
    driver: 'postgres',
    db: drizzle({ client: pool, schema, logger: STOP_IF_CLIENT_GONE }),
    connectionString,
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      return { rows: result.rows };
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    migrate: () =>
      exclusively(pool, async () => {
        await migrate(drizzle({ client: pool, schema }), { migrationsFolder: migrationsDir });
      }),
    exclusively: (setup) => exclusively(pool, setup),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

// Any constant shared by every Touchline process: only one sets up at a time.
const SETUP_LOCK_KEY = 7_320_011;

/**
 * Several processes may start together; an advisory lock, held on a connection
 * of its own, serialises their migrations and queue creation.
 */
async function exclusively<T>(pool: pg.Pool, setup: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    try {
      return await setup();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * LISTEN needs a connection of its own that stays open; when it drops, it is
 * reopened and every channel listened to again.
 */
class NotificationListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly log?: Logger,
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void) {
    const client = await this.connection();
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    handlers.add(onPayload);
    return async () => {
      handlers.delete(onPayload);
      if (handlers.size > 0 || this.closed) return;
      this.handlers.delete(channel);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
    };
  }

  async close() {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end();
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? [])
        handler(message.payload ?? '');
    });
    client.on('error', (error) => {
      this.log?.warn({ err: error }, 'notification connection failed; reconnecting');
      if (this.client === client) this.client = null;
      void client.end().catch(() => undefined);
      this.scheduleReconnect();
    });
    await client.connect();
    for (const channel of this.handlers.keys()) {
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    this.client = client;
    return client;
  }

  private scheduleReconnect() {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.connection().catch((error: unknown) => {
        this.log?.warn({ err: error }, 'could not reconnect the notification connection');
        this.scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS).unref();
  }
}
