import { browserLocation } from '../browserLocation';

/** The server's sign-in page, returning to `next` (path + search) afterwards. */
export function signInUrl(next: string): string {
  return `/api/auth/identities/sign_in?next=${encodeURIComponent(next)}`;
}

/** The page the browser shows now, as a `next` target. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Sends the browser to sign in and come back here. */
export function redirectToSignIn(): void {
  browserLocation.assign(signInUrl(currentPath()));
}
