import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths.js';
import type { Database } from './database.js';
import * as schema from './tables.js';
import { STOP_IF_CLIENT_GONE } from './stopIfClientGone.js';

/**
 * Wraps an open PGlite. PGlite is one connection per process, so the job
 * queue, the event bus and Drizzle all share it.
 */
export function pgliteDatabase(client: PGlite, onClose?: () => Promise<void>): Database {
  takeTurns(client);
  const db = drizzle({ client, schema, logger: STOP_IF_CLIENT_GONE });
  return {
    driver: 'pglite',
    db,
    connectionString: null,
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      // exec runs several statements (pg-boss's schema plans are scripts).
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    async migrate() {
      await migrate(db, { migrationsFolder: migrationsDir });
    },
    // One process per data directory: nobody else can be setting up.
    exclusively: (setup) => setup(),
    async close() {
      if (!client.closed) await client.close();
      await onClose?.();
    },
  };
}

/**
 * An embedded statement runs on this thread, and a request's statements
 * follow each other in promise callbacks: without a pause the event loop
 * would read no socket until every request it had read was answered. New
 * requests would wait unseen in the kernel, neither admitted nor refused
 * (http/RequestAdmission.ts), and a client that had gone would go unnoticed.
 * So each statement first lets the loop take a turn.
 */
function takeTurns(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite['query'];
  const exec = client.exec.bind(client);
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    await nextTurn();
    return exec(...args);
  };
}

/**
 * PGlite's own bytea conversion goes byte by byte through strings: about a
 * second per megabyte of upload both ways. Bytes are sent as they are (a
 * binary parameter: no text form for the server to decode either, which
 * halves storing a 10 MB upload); results come back as `\\x` + hex, which
 * Node's hex codec reads natively.
 */
export const PGLITE_TYPE_OPTIONS: Pick<PGliteOptions, 'parsers' | 'serializers'> = {
  serializers: {
    // A Uint8Array parameter goes out in binary format (PGlite's bind).
    [types.BYTEA]: (value: Uint8Array) => value as unknown as string,
  },
  parsers: {
    [types.BYTEA]: (value: string) => new Uint8Array(Buffer.from(value.slice(2), 'hex')),
  },
};

/** Opens (creating when missing) the embedded database in a directory. */
export async function openPgliteDirectory(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir, PGLITE_TYPE_OPTIONS);
}
