import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '../errors/errorCatalogue.js';
import { sendError } from '../errors/sendError.js';

/** The text of every unexpected failure, REST and GraphQL alike. */
export const INTERNAL_ERROR_MESSAGE = errorCatalogue.INTERNAL.text;

/**
 * Whatever a route, hook or Fastify itself throws is answered by sendError,
 * so route files just throw a TouchlineError.
 */
export function registerErrorAnswers(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}
