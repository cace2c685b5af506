import {
  CombinedGraphQLErrors,
  CombinedProtocolErrors,
  LocalStateError,
} from '@apollo/client/errors';
import type { ErrorLike } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { NEVER } from 'rxjs';
import { redirectToSignIn } from '../auth/signInUrl';

function statusCodeOf(error: ErrorLike): number | undefined {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** A signed-out answer: status 401, or a network failure without any status (docs/product/shell-and-sessions.md §8). */
export function isSignedOutError(error: ErrorLike): boolean {
  if (
    CombinedGraphQLErrors.is(error) ||
    CombinedProtocolErrors.is(error) ||
    LocalStateError.is(error) ||
    error.name === 'AbortError'
  ) {
    return false;
  }
  const status = statusCodeOf(error);
  return status === undefined || status === 401;
}

/**
 * An operation whose context carries this keeps what it sends when the network is down
 * (an athlete's survey answer, kept on the phone): a failure without any status while the
 * browser is offline, or with `keepsOfflineFailures`, is its to handle, not a sign-out.
 */
export const KEEPS_OFFLINE_FAILURES = 'keepsOfflineFailures';

/** A request that never reached the server (offline, connection refused): no status at all. */
export function isNetworkFailure(error: ErrorLike): boolean {
  return isSignedOutError(error) && statusCodeOf(error) === undefined;
}

function isOfflineFailure(error: ErrorLike, keepsOfflineFailures: boolean): boolean {
  if (!isNetworkFailure(error)) return false;
  return keepsOfflineFailures || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/**
 * Sends a signed-out user to sign-in. The operation then never settles, so no error is reported
 * or shown while the browser leaves; every other error passes through untouched.
 */
export function createSignInErrorLink(redirect: () => void = redirectToSignIn): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (!isSignedOutError(error)) return;
    if (isOfflineFailure(error, operation.getContext()[KEEPS_OFFLINE_FAILURES] === true)) return;
    redirect();
    return NEVER;
  });
}
