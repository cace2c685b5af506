import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';

/** Where pg-boss keeps its tables. */
export const JOB_SCHEMA = 'pgboss';

/**
 * pg-boss on the same database as everything else: on PostgreSQL it opens its
 * own small pool; on PGlite it must share the one connection.
 */
export async function startJobQueue(database: Database, log?: Logger): Promise<PgBoss> {
  const options: PgBoss.ConstructorOptions = database.connectionString
    ? { connectionString: database.connectionString, max: 4 }
    : { db: { executeSql: (text, values) => database.executeSql(text, values) } };
  const boss = new PgBoss({ ...options, schema: JOB_SCHEMA });
  boss.on('error', (error) => log?.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Lets running jobs finish (briefly), then stops polling and maintenance. */
export async function stopJobQueue(boss: PgBoss): Promise<void> {
  await boss.stop({ graceful: true, timeout: 5_000, wait: true });
}
