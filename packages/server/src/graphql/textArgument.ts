import { TouchlineError } from '../errors/TouchlineError.js';

/** Far above any name, description or search the app sends; a bound on what reaches the database. */
export const MAX_TEXT_ARGUMENT_LENGTH = 10_000;

/** Half of a UTF-16 pair without its other half: not Unicode text, and not storable as UTF-8. */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Throws BAD_USER_INPUT, naming the argument (a path such as
 * input.periods[0].name), for text PostgreSQL cannot store (NUL, lone
 * surrogates) or longer than any real input.
 */
export function checkTextArgument(value: string, argument: string): void {
  if (value.includes('\u0000')) throw new TouchlineError('ARGUMENT_HOLDS_NUL', argument);
  if (LONE_SURROGATE.test(value)) throw new TouchlineError('ARGUMENT_NOT_UNICODE', argument);
  if (value.length > MAX_TEXT_ARGUMENT_LENGTH) {
    throw new TouchlineError('ARGUMENT_TOO_LONG', {
      argument,
      maxLength: MAX_TEXT_ARGUMENT_LENGTH,
    });
  }
}
