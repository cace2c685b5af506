import type { Config } from './config.js';
import { openDatabase } from './db/openDatabase.js';
import { startJobQueue, stopJobQueue } from './jobs/jobQueue.js';
import { startJobWorkers } from './jobs/startJobWorkers.js';
import { keepServingOnStrayRejections } from './keepServingOnStrayRejections.js';
import { createLogger } from './logger.js';
import { modules } from './modules/modules.js';

/**
 * `touchline worker`: every module's jobs and nothing else (no HTTP), for
 * scale-out beside API processes started with TOUCHLINE_WORKERS=off. Runs
 * until SIGINT or SIGTERM, then lets running jobs finish briefly.
 */
export async function startWorker(config: Config): Promise<void> {
  const log = createLogger(config.logLevel);
  keepServingOnStrayRejections(log);
  const database = await openDatabase(config, log);
  await database.migrate();
  const jobs = await startJobQueue(database, log);
  const stopWorkers = await startJobWorkers(modules, {
    database,
    jobs,
    log,
    channels: { mail: config.mail, push: config.push },
  });
  log.info('Touchline worker is processing jobs');
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    stopWorkers()
      .then(() => stopJobQueue(jobs))
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'worker shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
