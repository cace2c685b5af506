import { GraphQLError } from 'graphql';

/** The codes clients branch on (extensions.code). */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT';

/**
 * Refusals only the GraphQL endpoint gives: QUERY_TOO_LARGE before running
 * (the answer would hold too many values, useQueryCostLimit),
 * RESPONSE_TOO_LARGE after (the answer is over the response ceiling).
 */
export type GraphqlLimitCode = 'QUERY_TOO_LARGE' | 'RESPONSE_TOO_LARGE';

/** An expected failure: its message is shown to the user as is (never masked). */
export class TouchlineError extends GraphQLError {
  constructor(
    code: ErrorCode | GraphqlLimitCode,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { code, ...details } });
  }
}

/** The same answer for a club that does not exist and one the person may not see. */
export const clubNotFound = () => new TouchlineError('NOT_FOUND', 'Club not found');

export const forbidden = (message: string) => new TouchlineError('FORBIDDEN', message);
