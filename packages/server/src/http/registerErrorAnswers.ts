import { printableText } from '@touchline/domain';
import type { FastifyError, FastifyInstance } from 'fastify';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';
const MAX_MESSAGE_CHARS = 200;

/**
 * The one answer to a request that failed outside a route's own handling.
 * A 4xx (a malformed body, a wrong content type) says what Fastify found
 * wrong with the request; anything else is ours: the log gets the error,
 * the person only "Internal server error" and the request id to quote, never
 * a stack, SQL or a path.
 */
export function registerErrorAnswers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: printableText(error.message, MAX_MESSAGE_CHARS) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: INTERNAL_ERROR_MESSAGE, requestId: request.id });
  });
}
