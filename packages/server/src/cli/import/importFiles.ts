import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ImportFormat } from '@touchline/domain';
import { Access } from '../../access/Access.js';
import type { Config } from '../../config.js';
import { startJobQueue, stopJobQueue } from '../../jobs/jobQueue.js';
import { createLoaders } from '../../loaders.js';
import { createLogger } from '../../logger.js';
import { findClubByName } from '../../modules/clubs/index.js';
import { storeUpload, authoriseUpload, UploadNotFoundError } from '../../modules/sessions/index.js';
import { createProcessingQueues, startProcessingWorkers } from '../../modules/processing/index.js';
import { CliError } from '../cliError.js';
import { withDatabase } from '../withDatabase.js';
import { findAthlete } from './findAthlete.js';
import { printProcessingSummary } from './printProcessingSummary.js';
import { waitForProcessing } from './waitForProcessing.js';

const PROCESSING_TIMEOUT_MS = 10 * 60 * 1000;

/** Which athletes' data the files hold, as the command line says, by athlete name or id. */
export interface ImportRequest {
  clubName: string;
  sessionId: string;
  format: ImportFormat;
  /** One file of one athlete (`--athlete`). */
  athlete?: string;
  /** One file of tags: [tag, athlete] pairs (`--tag`). */
  tagPairs: [string, string][];
  /** One file per athlete: [athlete, path] pairs (`ATHLETE=FILE`). */
  filePairs: [string, string][];
  /** The one file of `--athlete` or `--tag`. */
  singlePath?: string;
}

interface FileForAthletes {
  path: string;
  athleteId?: string;
  tagMapping?: Record<string, string>;
}

/**
 * `touchline import` once its arguments are checked: stores the files in the
 * club's session, processes them in this process and prints the summary.
 */
export async function importFiles(config: Config, request: ImportRequest): Promise<void> {
  const { clubName, sessionId, format, athlete, tagPairs, filePairs, singlePath } = request;
  await withDatabase(config, async (database) => {
    const club = await findClubByName(database.db, clubName);
    // The command line on the server itself: a trusted local caller, as the policy says.
    const commandLine = Access.commandLine(database.db, createLoaders);
    const session = await authoriseUpload(database.db, commandLine, sessionId, []).catch(
      (error) => {
        throw error instanceof UploadNotFoundError
          ? new CliError(`There is no session ${sessionId}.`)
          : error;
      },
    );
    if (session.clubId !== club.id)
      throw new CliError(`Session ${sessionId} is not a session of ${club.name}.`);
    const files: FileForAthletes[] = [];
    if (tagPairs.length > 0) {
      const tagMapping: Record<string, string> = {};
      for (const [tag, name] of tagPairs) {
        tagMapping[tag] = await findAthlete(database.db, club.id, name);
      }
      files.push({ path: singlePath!, tagMapping });
    } else if (athlete) {
      files.push({
        path: singlePath!,
        athleteId: await findAthlete(database.db, club.id, athlete),
      });
    } else {
      for (const [name, path] of filePairs) {
        files.push({ path, athleteId: await findAthlete(database.db, club.id, name) });
      }
    }
    const log = createLogger(config.logLevel);
    const jobs = await startJobQueue(database, log);
    try {
      await createProcessingQueues(database, jobs);
      for (const file of files) {
        const content = await readFile(file.path).catch(() => {
          throw new CliError(`${file.path}: no such file, or it cannot be read`);
        });
        await storeUpload({ db: database.db, jobs }, commandLine, {
          sessionId,
          fileName: basename(file.path),
          content,
          format,
          athleteId: file.athleteId,
          tagMapping: file.tagMapping,
        });
      }
      console.log(`Stored ${files.length} file(s); processing...`);
      const stopWorkers = await startProcessingWorkers({ database, jobs, log });
      try {
        if (!(await waitForProcessing(database.db, sessionId, PROCESSING_TIMEOUT_MS))) {
          throw new Error(
            'processing did not finish within 10 minutes; it goes on when the server runs',
          );
        }
      } finally {
        await stopWorkers();
      }
      await printProcessingSummary(database.db, sessionId);
    } finally {
      await stopJobQueue(jobs);
    }
  });
}
