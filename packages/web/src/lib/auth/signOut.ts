import { csrfToken } from './csrfToken';
import { redirectToSignIn } from './signInUrl';

let signingOut = false;

/**
 * True once this page has started to sign out: the server then closes the page's socket
 * as signed out, and that must not send the browser to sign in a second time, racing
 * this navigation.
 */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Ends the session; whatever the answer, the browser then goes to sign in (docs/product/shell-and-sessions.md §7, §8). */
export async function signOut(): Promise<void> {
  signingOut = true;
  try {
    const response = await fetch('/api/auth/identities/sign_out', {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { 'X-CSRF-Token': csrfToken() },
    });
    if (response.status !== 204) {
      console.error(`Sign out failed with status ${response.status}`);
    }
  } catch (error) {
    console.error('Sign out failed', error);
  }
  redirectToSignIn();
}
