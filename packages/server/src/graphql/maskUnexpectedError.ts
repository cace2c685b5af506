import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';
import type { Logger } from 'pino';
import { currentRequestId } from './requestIds.js';

/**
 * Yoga's maskError for every error that is not a deliberate GraphQLError:
 * the user reads 'Internal server error' and the request id (never the message,
 * stack, SQL or a path, whatever NODE_ENV says); the log gets the error
 * under the same id.
 */
export function maskUnexpectedError(log: Logger) {
  return (error: unknown, message: string): Error => {
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
