import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The text of an error the server answered: it is written for people (the
 * server masks everything internal), so it may be shown. Null for anything
 * else, whose message may hold internals.
 */
export function serverErrorMessage(error: unknown): string | null {
  return CombinedGraphQLErrors.is(error) ? error.message : null;
}
