import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database.js';

/** How often the embedded database's tables are looked at. */
const EVERY_MS = 60_000;

interface TableDue {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

// PostgreSQL's own autovacuum thresholds (its defaults): dead rows past 50 +
// 20 % of the table, rows inserted past 1,000 + 20 % (for the visibility map),
// rows changed since the last ANALYZE past 50 + 10 %; and a table never
// analyzed (reltuples -1) whatever its counts. The counts live in the
// process, so after a restart only what changed since is seen.
const TABLES_DUE = `
  select s.relid::regclass::text as "table",
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as "vacuum",
    c.reltuples < 0
      or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as "analyze"
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid`;

/**
 * Does for the embedded database what autovacuum does for a PostgreSQL
 * server: PGlite runs no background workers, so no table of it was ever
 * analyzed or vacuumed, and the planner guessed (the dashboard's week of
 * athletes took 81 ms planned blind, 9 ms with statistics). Each table due
 * gets its VACUUM (ANALYZE) or ANALYZE, one statement at a time (the event
 * loop turns between them). Returns the tables it worked on.
 */
export async function upkeepOfEmbedded(database: Database): Promise<string[]> {
  const { rows } = await database.executeSql(TABLES_DUE);
  const due = (rows as TableDue[]).filter((row) => row.vacuum || row.analyze);
  for (const { table, vacuum } of due) {
    await database.executeSql(vacuum ? `vacuum (analyze) ${table}` : `analyze ${table}`);
  }
  return due.map((row) => row.table);
}

/** A round waits for this long a pause in requests: a VACUUM holds the process's thread. */
const QUIET_MS = 10_000;

/**
 * Runs `upkeepOfEmbedded` now and then every minute in which no request came
 * for QUIET_MS (`sinceLastRequestMs`), PGlite only: a server has its own
 * autovacuum, in processes of its own. A round still running when the next
 * is due lets it pass; a failed round is logged and the next one tries
 * again. The function returned stops the rounds, after the one running.
 */
export async function keepEmbeddedUp(
  database: Database,
  log: FastifyBaseLogger,
  sinceLastRequestMs: () => number,
): Promise<() => Promise<void>> {
  if (database.driver !== 'pglite') return () => Promise.resolve();
  let running: Promise<void> | null = null;
  const round = () => {
    running ??= upkeepOfEmbedded(database)
      .then(
        (tables) => void (tables.length > 0 && log.debug({ tables }, 'embedded database upkeep')),
        (error: unknown) => log.warn({ err: error }, 'embedded database upkeep failed'),
      )
      .finally(() => (running = null));
    return running;
  };
  await round();
  const timer = setInterval(() => {
    if (sinceLastRequestMs() >= QUIET_MS) void round();
  }, EVERY_MS).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
