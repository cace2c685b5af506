import { CliError } from '../cliError.js';
import type { Command } from '../commands.js';

const USAGE = 'touchline analyse FILE... [--format auto|edge|gpx|fit|positions] [--json]';

/** `touchline analyse`: metrics of tracker files, with no database and no server. */
export const analyseCommand: Command = {
  usage: USAGE,
  summary:
    'Print every metric of each track in the files (whole-file window, METRICS.md names); --json prints one JSON object.',
  options: { format: { type: 'string' }, json: { type: 'boolean' } },
  run: async ({ positionals, values }) => {
    if (positionals.length === 0) throw new CliError(`Name at least one file (usage: ${USAGE})`);
    const [{ IMPORT_FORMATS, isImportFormat }, { analyseFiles }, { analysisJson, analysisText }] =
      await Promise.all([
        import('@touchline/domain/analysis'),
        import('../analyse/analyseFiles.js'),
        import('../analyse/formatAnalysis.js'),
      ]);
    const format = typeof values.format === 'string' ? values.format : 'auto';
    if (!isImportFormat(format)) {
      throw new CliError(`--format must be one of ${IMPORT_FORMATS.join(', ')}, got "${format}"`);
    }
    const analyses = await analyseFiles(positionals, format);
    console.log(values.json ? analysisJson(analyses) : analysisText(analyses));
  },
};
