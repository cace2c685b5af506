import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FixedTextCode } from './errorCatalogue.js';
import { TouchlineError } from './TouchlineError.js';

/** Fastify's own refusals of a request it could not read, by their code. */
const FASTIFY_REFUSALS: Record<string, FixedTextCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_NOT_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BODY_NOT_JSON',
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_ERR_NOT_FOUND: 'ROUTE_NOT_FOUND',
};

interface FrameworkError {
  code?: unknown;
  statusCode?: unknown;
}

/** The status and catalogue failure a REST answer gives for what was thrown. */
function restFailureOf(error: unknown): { status: number; failure: TouchlineError } {
  if (TouchlineError.is(error)) return { status: error.status, failure: error };
  const { code, statusCode } = (error ?? {}) as FrameworkError;
  const refusal = typeof code === 'string' ? FASTIFY_REFUSALS[code] : undefined;
  if (refusal) {
    const failure = new TouchlineError(refusal);
    return { status: failure.status, failure };
  }
  // A body the JSON parser choked on is a SyntaxError Fastify marks 400.
  if (error instanceof SyntaxError && statusCode === 400) {
    return { status: 400, failure: new TouchlineError('BODY_NOT_JSON') };
  }
  // Any other request Fastify could not read keeps its status, with the catalogue's words.
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, failure: new TouchlineError('MALFORMED_REQUEST') };
  }
  return { status: 500, failure: new TouchlineError('INTERNAL') };
}

/**
 * The one REST error answer: `{ "error": text }` with the catalogue's text
 * and status. A failure that is ours (or the operator's) is logged with its
 * stack; the person reads only 'Internal server error', never a stack, SQL, a
 * path or an internal id. The request id to quote travels beside the body, in
 * the X-Request-Id header, so every error body keeps the one shape.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { status, failure } = restFailureOf(error);
  if (failure.isInternal) {
    request.log.error({ err: error }, 'request failed');
    const internal = new TouchlineError('INTERNAL');
    return reply
      .code(internal.status)
      .header('x-request-id', request.id)
      .send({ error: internal.message });
  }
  return reply.code(status).send({ error: failure.message });
}
