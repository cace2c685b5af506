import { GraphQLError, type GraphQLErrorOptions } from 'graphql';
import { TouchlineError } from '../errors/TouchlineError.js';

/**
 * A catalogue failure as GraphQL answers it: its text and extensions.code
 * (plus `extensions`, e.g. a cost and its limit), at the place in the
 * operation `located` names (the error graphql-js wrapped it in).
 */
export function toGraphqlError(
  error: TouchlineError,
  extensions: Record<string, unknown> = {},
  located?: GraphQLError,
): GraphQLError {
  const options: GraphQLErrorOptions = {
    nodes: located?.nodes,
    source: located?.source,
    positions: located?.positions,
    path: located?.path,
    extensions: { ...extensions, code: error.graphqlCode },
  };
  // A variable's coercion error says which variable before the catalogue text.
  return new GraphQLError(located?.message ?? error.message, options);
}

/** The same answer for a club that does not exist and one the person may not see. */
export const clubNotFound = () => new TouchlineError('CLUB_NOT_FOUND');

/** A rule the person's role breaks, worded for them (e.g. 'Only club staff can …'). */
export const forbidden = (rule: string) => new TouchlineError('FORBIDDEN', rule);
