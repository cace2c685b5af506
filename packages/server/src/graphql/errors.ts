import { GraphQLError } from 'graphql';

/** The codes clients branch on (extensions.code). */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT';

/** An expected failure: its message is shown to the user as is (never masked). */
export class TouchlineError extends GraphQLError {
  constructor(code: ErrorCode, message: string) {
    super(message, { extensions: { code } });
  }
}

/** The same answer for a club that does not exist and one the person may not see. */
export const clubNotFound = () => new TouchlineError('NOT_FOUND', 'Club not found');

export const forbidden = (message: string) => new TouchlineError('FORBIDDEN', message);
