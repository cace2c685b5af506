import type { Config } from '../../config.js';
import { CliError } from '../cliError.js';
import { requiredText, type Command } from '../commands.js';

const USAGE =
  'touchline import --club NAME --session ID [--format auto|edge|gpx|fit|positions] ' +
  '(--athlete NAME FILE | ATHLETE=FILE... | --tag TAG=ATHLETE... FILE)';

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
      const { IMPORT_FORMATS, isImportFormat } = await import('@touchline/domain/analysis');
      if (!isImportFormat(format)) {
        throw new CliError(`--format must be one of ${IMPORT_FORMATS.join(', ')}, got "${format}"`);
      }
      // Shapes first, so a typo is reported before the database is opened.
      const tagPairs = tags.map((value) => pair(value, '--tag'));
      const filePairs =
        athlete || tags.length > 0 ? [] : args.positionals.map((value) => pair(value, 'Each file'));
      // The database, job queue and processing load only now: `touchline --help` needs none.
      const { importFiles } = await import('../import/importFiles.js');
      await importFiles(config(), {
        clubName,
        sessionId,
        format,
        athlete,
        tagPairs,
        filePairs,
        singlePath: athlete || tags.length > 0 ? args.positionals[0] : undefined,
      });
    },
  };
}
