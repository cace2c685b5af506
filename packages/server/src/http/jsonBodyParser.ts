import type { FastifyInstance } from 'fastify';
import { TouchlineError } from '../errors/TouchlineError.js';
import { nestingDepth } from '../graphql/nestingDepth.js';

/** Far deeper than any request the app sends (a GraphQL batch with its variables). */
export const MAX_BODY_DEPTH = 64;

/**
 * JSON bodies as Fastify reads them (prototype poisoning refused), after a
 * look at their nesting: a body nested deeper than any real request is
 * refused with 400 before anything recursive (a hash of the body, Yoga,
 * PostgreSQL) meets it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestingDepth(text) > MAX_BODY_DEPTH) {
      done(new TouchlineError('BODY_TOO_DEEP', MAX_BODY_DEPTH), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
