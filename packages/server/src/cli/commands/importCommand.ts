import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Config } from '../../config.js';
import { startJobQueue, stopJobQueue } from '../../jobs/jobQueue.js';
import { createLogger } from '../../logger.js';
import { findClubByName } from '../../modules/clubs/clubAdmin.service.js';
import { storeUpload } from '../../modules/sessions/storeUpload.service.js';
import { authoriseUpload } from '../../modules/sessions/uploadAccess.js';
import { UploadNotFoundError } from '../../modules/sessions/uploadErrors.js';
import {
  createProcessingQueues,
  startProcessingWorkers,
} from '../../processing/startProcessingWorkers.js';
import { IMPORT_FORMATS, isImportFormat } from '@touchline/domain';
import { CliError } from '../cliError.js';
import { requiredText, type Command } from '../commands.js';
import { findAthlete } from '../import/findAthlete.js';
import { printProcessingSummary } from '../import/printProcessingSummary.js';
import { waitForProcessing } from '../import/waitForProcessing.js';
import { withDatabase } from '../withDatabase.js';

const USAGE =
  'touchline import --club NAME --session ID [--format auto|edge|gpx|fit|positions] ' +
  '(--athlete NAME FILE | ATHLETE=FILE... | --tag TAG=ATHLETE... FILE)';
const PROCESSING_TIMEOUT_MS = 10 * 60 * 1000;

interface FileForAthletes {
  path: string;
  athleteId?: string;
  tagMapping?: Record<string, string>;
}

function pair(value: string, what: string): [string, string] {
  const at = value.indexOf('=');
  if (at <= 0 || at === value.length - 1)
    throw new CliError(`${what} must look like A=B, got "${value}".`);
  return [value.slice(0, at), value.slice(at + 1)];
}

export function importCommand(config: () => Config): Command {
  return {
    usage: USAGE,
    summary:
      'Upload tracker files to a session and process them now; prints each athlete’s distance and any warnings.',
    options: {
      club: { type: 'string' },
      session: { type: 'string' },
      format: { type: 'string' },
      athlete: { type: 'string' },
      tag: { type: 'string', multiple: true },
    },
    run: async (args) => {
      const clubName = requiredText(args, 'club', USAGE);
      const sessionId = requiredText(args, 'session', USAGE);
      const format = typeof args.values.format === 'string' ? args.values.format : 'auto';
      const tags = (args.values.tag as string[] | undefined) ?? [];
      const athlete = typeof args.values.athlete === 'string' ? args.values.athlete : undefined;
      if (args.positionals.length === 0)
        throw new CliError(`Name at least one file (usage: ${USAGE})`);
      if ((athlete || tags.length > 0) && args.positionals.length !== 1) {
        throw new CliError('--athlete and --tag go with exactly one file.');
      }
      if (!isImportFormat(format)) {
        throw new CliError(`--format must be one of ${IMPORT_FORMATS.join(', ')}, got "${format}"`);
      }
      // Shapes first, so a typo is reported before the database is opened.
      const tagPairs = tags.map((value) => pair(value, '--tag'));
      const filePairs =
        athlete || tags.length > 0 ? [] : args.positionals.map((value) => pair(value, 'Each file'));
      await withDatabase(config(), async (database) => {
        const club = await findClubByName(database.db, clubName);
        const session = await authoriseUpload(database.db, 'command line', sessionId, []).catch(
          (error) => {
            throw error instanceof UploadNotFoundError
              ? new CliError(`There is no session ${sessionId}.`)
              : error;
          },
        );
        if (session.clubId !== club.id)
          throw new CliError(`Session ${sessionId} is not a session of ${club.name}.`);
        const files: FileForAthletes[] = [];
        if (tags.length > 0) {
          const tagMapping: Record<string, string> = {};
          for (const [tag, name] of tagPairs) {
            tagMapping[tag] = await findAthlete(database.db, club.id, name);
          }
          files.push({ path: args.positionals[0]!, tagMapping });
        } else if (athlete) {
          files.push({
            path: args.positionals[0]!,
            athleteId: await findAthlete(database.db, club.id, athlete),
          });
        } else {
          for (const [name, path] of filePairs) {
            files.push({ path, athleteId: await findAthlete(database.db, club.id, name) });
          }
        }
        const log = createLogger(config().logLevel);
        const jobs = await startJobQueue(database, log);
        try {
          await createProcessingQueues(jobs);
          for (const file of files) {
            const content = await readFile(file.path).catch(() => {
              throw new CliError(`${file.path}: no such file, or it cannot be read`);
            });
            await storeUpload({ db: database.db, jobs }, 'command line', {
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
    },
  };
}
