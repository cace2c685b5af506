import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import type { Logger } from 'pino';
import { TouchlineError } from '../errors/TouchlineError.js';
import { toGraphqlError } from './errors.js';
import { currentRequestId } from './requestIds.js';

/** The catalogue failure behind an error, and the error graphql-js wrapped it in, if any. */
function catalogueFailureOf(
  error: unknown,
): { failure: TouchlineError; located?: GraphQLError } | null {
  if (TouchlineError.is(error)) return { failure: error };
  if (error instanceof GraphQLError && TouchlineError.is(error.originalError)) {
    return { failure: error.originalError, located: error };
  }
  return null;
}

/**
 * Yoga's maskError, the one place GraphQL answers a failure: a catalogue
 * failure (TouchlineError) answers with its text and code; a deliberate
 * GraphQLError (a syntax or validation error) as it is; anything else, and
 * an internal catalogue failure, as 'Internal server error' with the
 * request id (never the message, stack, SQL or a path, whatever NODE_ENV
 * says), the log getting the error under the same id.
 */
export function maskUnexpectedError(log: Logger) {
  return (error: unknown, message: string): Error => {
    const known = catalogueFailureOf(error);
    if (known && !known.failure.isInternal) return toGraphqlError(known.failure, {}, known.located);
    // isDev false: Yoga's development mode would add the original error and its stack.
    const masked = maskError(error, message, false);
    if (masked === error || !(masked instanceof GraphQLError)) return masked;
    // Over the websocket there is no HTTP request: a fresh id still ties answer and log line.
    const requestId = currentRequestId() ?? randomUUID();
    log.error({ err: error, reqId: requestId }, 'unexpected error in a GraphQL operation');
    return new GraphQLError(masked.message, {
      nodes: masked.nodes,
      source: masked.source,
      positions: masked.positions,
      path: masked.path,
      extensions: { ...masked.extensions, requestId },
    });
  };
}
