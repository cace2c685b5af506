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
 * Sends a signed-out user to sign-in. The operation then never settles, so no error is reported
 * or shown while the browser leaves; every other error passes through untouched.
 */
export function createSignInErrorLink(redirect: () => void = redirectToSignIn): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (!isSignedOutError(error)) return;
    redirect();
    return NEVER;
  });
}
