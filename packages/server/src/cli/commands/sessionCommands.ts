import type { Config } from '../../config.js';
import type { MatchPeriodInput, parseTime } from '../../modules/sessions/index.js';
import { CliError } from '../cliError.js';
import { requiredText, type Command, type ParsedArgs } from '../commands.js';
import { withDatabase } from '../withDatabase.js';

const USAGE =
  'touchline session create --club NAME --kind training|match --start ISO --end ISO ' +
  '[--description TEXT] [--match-name NAME] [--opponent NAME] [--score N --opponent-score N] ' +
  '[--period "NAME=START/END"]...';

function text(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

function score(args: ParsedArgs, name: string): number | undefined {
  const value = text(args, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new CliError(`--${name} must be a whole number, got "${value}".`);
  return Number(value);
}

/** "1st Half=2026-11-21T15:00:00Z/2026-11-21T15:45:00Z" */
function period(value: string, time: typeof parseTime): MatchPeriodInput {
  const match = /^(.+?)=([^/]+)\/(.+)$/.exec(value);
  if (!match) throw new CliError(`--period must look like "NAME=START/END", got "${value}".`);
  const [, name, start, end] = match as unknown as [string, string, string, string];
  return {
    name,
    startTime: time(start, `${name} start`),
    endTime: time(end, `${name} end`),
  };
}

export function sessionCommands(config: () => Config): Record<string, Command> {
  return {
    create: {
      usage: USAGE,
      summary: 'Create a training session or a match (with its periods) for a club; prints its id.',
      options: {
        club: { type: 'string' },
        kind: { type: 'string' },
        start: { type: 'string' },
        end: { type: 'string' },
        description: { type: 'string' },
        'match-name': { type: 'string' },
        opponent: { type: 'string' },
        score: { type: 'string' },
        'opponent-score': { type: 'string' },
        period: { type: 'string', multiple: true },
      },
      run: async (args) => {
        const clubName = requiredText(args, 'club', USAGE);
        const kind = requiredText(args, 'kind', USAGE);
        if (kind !== 'training' && kind !== 'match') {
          throw new CliError(`--kind must be training or match, not "${kind}".`);
        }
        // Imported when the command runs: `touchline --help` loads no service.
        const [{ parseTime }, { findClubByName }, { createSession }] = await Promise.all([
          import('../../modules/sessions/index.js'),
          import('../../modules/clubs/index.js'),
          import('../../modules/sessions/index.js'),
        ]);
        const periods = (args.values.period as string[] | undefined)?.map((value) =>
          period(value, parseTime),
        );
        const input = {
          kind,
          startTime: parseTime(requiredText(args, 'start', USAGE), '--start'),
          endTime: parseTime(requiredText(args, 'end', USAGE), '--end'),
          description: text(args, 'description'),
          matchDefinitionName: text(args, 'match-name'),
          opponent: text(args, 'opponent'),
          score: score(args, 'score'),
          opponentScore: score(args, 'opponent-score'),
          periods,
        } as const;
        await withDatabase(config(), async ({ db }) => {
          const club = await findClubByName(db, clubName);
          const session = await createSession(db, club.id, input);
          console.log(session.id);
        });
      },
    },
  };
}
