import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CliError } from './cliError.js';

/** One `touchline` command: its help text and what it does with its arguments. */
export interface Command {
  usage: string;
  summary: string;
  options?: ParseArgsConfig['options'];
  run(args: ParsedArgs): Promise<void>;
}

export interface ParsedArgs {
  positionals: string[];
  values: Record<string, string | boolean | string[] | undefined>;
}

/** Parses strictly: unknown options are usage errors, not silently ignored. */
export function parseCommandArgs(command: Command, argv: string[]): ParsedArgs {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    return { positionals, values };
  } catch (error) {
    throw new CliError(`${(error as Error).message.split('\n')[0]} (usage: ${command.usage})`);
  }
}

export function requiredText(args: ParsedArgs, name: string, usage: string): string {
  const value = args.values[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new CliError(`--${name} is required (usage: ${usage})`);
  }
  return value;
}
