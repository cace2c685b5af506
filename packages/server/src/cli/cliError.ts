import { TouchlineError } from '../errors/TouchlineError.js';

/** Wrong usage or input: CLI_USAGE, one line on stderr, exit code 2. */
export class CliError extends TouchlineError<'CLI_USAGE'> {
  override name = 'CliError';
  constructor(problem: string) {
    super('CLI_USAGE', problem);
  }
}
