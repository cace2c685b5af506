import { TouchlineError } from './errors.js';

const MB = 1024 * 1024;

/**
 * The most one GraphQL HTTP answer (a whole batch) may weigh, a backstop
 * behind the cost limit for clubs far larger than the assumed list sizes.
 * A 24-athlete, 90-minute match page weighs about 0.4 MB, a session page
 * with every 1 Hz speed series about 1 MB; issue 12's batch weighed 214 MB.
 */
export const MAX_RESPONSE_BYTES = 20 * MB;

const size = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

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
  const error = new TouchlineError(
    'RESPONSE_TOO_LARGE',
    `The answer is too large to send (${size(bytes)}, at most ${size(maxBytes)}). ` +
      `Ask for fewer sessions, athletes or time series at a time.`,
    { requestId },
  ).toJSON();
  const answer = { errors: [error] };
  return operations === null ? answer : Array.from({ length: operations }, () => answer);
}
