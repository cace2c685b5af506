// Only the command table and argument parsing load up front: each command
// imports what it needs when it runs, so `touchline --help` and
// `touchline analyse` start without the database, Fastify or GraphQL.
import { loadConfig, type Config } from '../config.js';
import { TouchlineError } from '../errors/TouchlineError.js';
import { CliError } from './cliError.js';
import { parseCommandArgs, type Command } from './commands.js';
import { analyseCommand } from './commands/analyseCommand.js';
import { importCommand } from './commands/importCommand.js';
import { sessionCommands } from './commands/sessionCommands.js';
import { clubCommands } from './commands/clubCommands.js';
import { diagnosticsCommands } from './commands/diagnosticsCommands.js';
import { serverCommands } from './commands/serverCommands.js';
import { userCommands } from './commands/userCommands.js';

type Group = Record<string, Command>;

/** Configuration is read only when a command runs, so --help works with any environment. */
let config: Config | undefined;
const currentConfig = () => (config ??= loadConfig());

const topLevel: Group = {
  ...serverCommands(currentConfig),
  analyse: analyseCommand,
  import: importCommand(currentConfig),
};
const groups: Record<string, Group> = {
  user: userCommands(currentConfig),
  club: clubCommands(currentConfig),
  session: sessionCommands(currentConfig),
  diagnostics: diagnosticsCommands(currentConfig),
};

function overview(): string {
  const lines = [
    'Usage: touchline <command> [options]   (default command: start)',
    '',
    'Commands:',
  ];
  const every = [
    ...Object.values(topLevel),
    ...Object.values(groups).flatMap((group) => Object.values(group)),
  ];
  for (const command of every) lines.push(`  ${command.usage}`, `      ${command.summary}`);
  lines.push('', 'Run `touchline <command> --help` for one command.');
  return lines.join('\n');
}

function help(command: Command): string {
  return `Usage: ${command.usage}\n\n${command.summary}`;
}

/** Finds the command the arguments name, and the arguments left for it. */
function resolve(argv: string[]): { command: Command; rest: string[] } | { text: string } {
  const [first, second, ...rest] = argv;
  if (first === undefined) return { command: topLevel.start!, rest: [] };
  if (first === '--help' || first === '-h' || first === 'help') return { text: overview() };
  const single = topLevel[first];
  if (single) return { command: single, rest: argv.slice(1) };
  const group = groups[first];
  if (!group) throw new CliError(`Unknown command "${first}". Run \`touchline --help\`.`);
  if (second === undefined || second === '--help' || second === '-h') {
    const usages = Object.values(group).map((command) => `  ${command.usage}`);
    if (second === undefined)
      throw new CliError(
        `Say what to do: touchline ${first} <${Object.keys(group).join('|')}> ...`,
      );
    return { text: [`Usage:`, ...usages].join('\n') };
  }
  const command = group[second];
  if (!command)
    throw new CliError(`Unknown command "${first} ${second}". Run \`touchline ${first} --help\`.`);
  return { command, rest };
}

async function run(argv: string[]): Promise<void> {
  const resolved = resolve(argv);
  if ('text' in resolved) {
    console.log(resolved.text);
    return;
  }
  const args = parseCommandArgs(resolved.command, resolved.rest);
  if (args.values.help) {
    console.log(help(resolved.command));
    return;
  }
  await resolved.command.run(args);
}

/**
 * What kind of failure an error is: a catalogue failure of the person's
 * input or usage, or one of the operator's (a setting, a locked data
 * directory); anything else is unexpected.
 */
function kindOf(error: unknown): 'usage' | 'known' | 'unexpected' {
  if (!TouchlineError.is(error)) return 'unexpected';
  return error.isInternal ? 'known' : 'usage';
}

/** Errors are one line on stderr: 2 for wrong usage or input, 1 for everything else. */
function exitWith(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  const kind = kindOf(error);
  process.stderr.write(
    `touchline: ${kind === 'unexpected' ? `unexpected error: ${message}` : message}\n`,
  );
  process.exit(kind === 'usage' ? 2 : 1);
}

run(process.argv.slice(2)).catch(exitWith);
