import { renderAuthPage } from './authPage.js';
import { escapeHtml } from './html.js';
import { SIGN_UP_PATH } from './authPaths.js';

export interface SignInPageOptions {
  /** Where the form posts: this same URL, `next` included. */
  action: string;
  csrfToken: string;
  email?: string;
  error?: string | null;
  /** Same-origin URLs the browser may fetch ahead for the next page (the app after signing in). */
  prefetch?: readonly string[];
}

/** The server-rendered sign-in page (docs/ARCHITECTURE.md "Auth"). */
export function renderSignInPage(options: SignInPageOptions): string {
  const error = options.error ?? '';
  return renderAuthPage({
    title: 'Sign in',
    prefetch: options.prefetch,
    body: `<form class="card" method="post" action="${escapeHtml(options.action)}" novalidate>
<h1>Sign in</h1>
<p class="lead">Performance analytics for your club.</p>
<input type="hidden" name="csrf_token" value="${escapeHtml(options.csrfToken)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<p class="error" role="alert" aria-live="polite">${escapeHtml(error)}</p>
<button type="submit">Sign in</button>
<p class="aside">New to Touchline? <a href="${SIGN_UP_PATH}">Create an account</a></p>
</form>`,
  });
}
