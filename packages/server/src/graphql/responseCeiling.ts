import { TouchlineError } from '../errors/TouchlineError.js';
import { toGraphqlError } from './errors.js';

const MB = 1024 * 1024;

/**
 * The most one GraphQL HTTP answer (a whole batch) may weigh, a backstop
 * behind the cost limit for clubs far larger than the assumed list sizes.
 * A 24-athlete, 90-minute match page weighs about 0.4 MB, a session page
 * with every 1 Hz speed series about 1 MB; the batch a hardening probe sent weighed 214 MB.
 */
export const MAX_RESPONSE_BYTES = 20 * MB;

/**
 * What a client gets instead of an answer over the ceiling: one error per
 * operation, in the shape it asked in (one answer, or one per operation of a
 * batch).
 */
export function answerTooLarge(
  operations: number | null,
  bytes: number,
  maxBytes: number,
  requestId: string,
) {
  const error = toGraphqlError(new TouchlineError('RESPONSE_TOO_LARGE', { bytes, maxBytes }), {
    requestId,
  }).toJSON();
  const answer = { errors: [error] };
  return operations === null ? answer : Array.from({ length: operations }, () => answer);
}
