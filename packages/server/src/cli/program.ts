// What every `touchline` entry shares: finding the command the arguments
// name, its help, and how a failure ends the process.
import { TouchlineError } from '../errors/TouchlineError.js';
import { CliError } from './cliError.js';
import { parseCommandArgs, type Command } from './commands.js';

export type CommandGroup = Record<string, Command>;

/** The commands of an entry: single ones (`touchline analyse`) and groups (`touchline user create`). */
export interface CommandTable {
  topLevel: CommandGroup;
  groups: Record<string, CommandGroup>;
}

function overview({ topLevel, groups }: CommandTable): string {
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
function resolve(
  table: CommandTable,
  argv: string[],
): { command: Command; rest: string[] } | { text: string } {
  const { topLevel, groups } = table;
  const [first, second, ...rest] = argv;
  if (first === undefined) return { command: topLevel.start!, rest: [] };
  if (first === '--help' || first === '-h' || first === 'help') return { text: overview(table) };
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

async function run(table: CommandTable, argv: string[]): Promise<void> {
  const resolved = resolve(table, argv);
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

/** Runs the command `argv` names; a failure ends the process with its one line and exit code. */
export function runProgram(table: CommandTable, argv: string[]): void {
  run(table, argv).catch(exitWith);
}
