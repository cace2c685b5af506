import { csrfToken } from './csrfToken';
import { redirectToSignIn } from './signInUrl';

/** Ends the session; whatever the answer, the browser then goes to sign in (spec 01 §7, §8). */
export async function signOut(): Promise<void> {
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
