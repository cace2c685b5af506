import { z } from 'zod';
import { defineJobs } from '../../jobs/defineJobs.js';
import { defineEvent } from '../../pubsub/defineEvent.js';
import { defineModule } from '../defineModule.js';
import { removeAbandonedFileParts, startEngineThreads } from '../processing/index.js';
import { schemaFile } from '../schemaFile.js';
import { registerImportFileRoutes } from './importFileRoutes.js';
import type { ImportWorkersShared } from './importQueues.js';
import { createImportLoaders } from './imports.loaders.js';
import { importsResolvers } from './imports.resolvers.js';
import { readImportFileWorker } from './readImportFileJob.js';
import { removeStaleImports } from './removeStaleImports.js';

// Stale imports and abandoned file parts are looked for at start and then hourly: limits of
// a week and a day need no finer clock.
const CLEANUP_INTERVAL_MS = 60 * 60_000;

/** Imports: a coach's files read, matched to athletes and processed into a session (docs/product/importing.md). */
export const importsModule = defineModule({
  name: 'imports',
  schema: schemaFile('imports'),
  resolvers: [importsResolvers],
  mappers: {
    Import: './importRows.js#ImportRow',
    ImportFile: './importRows.js#ImportFileRow',
    ImportTrack: './importRows.js#ImportTrackView',
    ColumnMapping: './importRows.js#ColumnMappingView',
    CsvPreview: '../../db/tables.js#StoredCsvPreview',
    SessionFile: './importRows.js#SessionFileRow',
    ImportUpdate: './importRows.js#ImportUpdateView',
  },
  loaders: createImportLoaders,
  routes: registerImportFileRoutes,
  events: {
    /** An import's files or tracks changed: a file sent, read, matched, removed, or 'Process'. */
    importUpdated: defineEvent({
      payload: z.object({ clubId: z.string(), importId: z.string() }),
      routedBy: 'clubId',
    }),
  },
  jobs: defineJobs<ImportWorkersShared>({
    queues: [readImportFileWorker],
    // Files are read on engine threads of their own (started on first use,
    // idle-stopped), so a folder of files never waits behind a season's
    // re-processing. Imports left unprocessed for a week are removed, and
    // the parts of files whose receipt stopped before they were stored.
    async startWorkers({ database, log }) {
      const engine = startEngineThreads();
      const cleanUp = () =>
        Promise.all([
          removeStaleImports(database.db).then(
            (removed) => removed > 0 && log.info({ removed }, 'stale imports removed'),
          ),
          removeAbandonedFileParts(database.db).then(
            (parts) => parts > 0 && log.info({ parts }, 'abandoned file parts removed'),
          ),
        ]).catch((error: unknown) => log.warn({ err: error }, 'the hourly clean-up failed'));
      await cleanUp();
      const clock = setInterval(() => void cleanUp(), CLEANUP_INTERVAL_MS).unref();
      return {
        shared: { engine },
        async stop() {
          clearInterval(clock);
          await engine.close();
        },
      };
    },
  }),
});
