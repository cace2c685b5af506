/** Wrong usage or input: one line on stderr, exit code 2. */
export class CliError extends Error {
  override name = 'CliError';
}
