import type { ErrorLike } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';

/** Tries of one request while the server says it is busy, the first included. */
export const BUSY_TRIES = 5;
/** The longest wait a busy server's Retry-After is taken at. */
const MAX_WAIT_MS = 10_000;

/** The wait a busy server (503) asks for, in ms; null for any other failure. */
export function busyWaitMs(error: ErrorLike): number | null {
  if (!ServerError.is(error) || error.statusCode !== 503) return null;
  const seconds = Number(error.response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_WAIT_MS) : 1000;
}

/**
 * A request the server refused as busy (503: it ran nothing) is sent again
 * after the Retry-After it gave, a little later each time, up to BUSY_TRIES
 * tries; then the page shows the error like any other. It is never a
 * sign-out.
 */
export function createBusyRetryLink(): RetryLink {
  return new RetryLink({
    attempts: (tries, _operation, error) => tries < BUSY_TRIES && busyWaitMs(error) !== null,
    delay: (tries, _operation, error) => (busyWaitMs(error) ?? 1000) * tries,
  });
}
