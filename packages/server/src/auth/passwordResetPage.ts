import { escapeHtml } from './html.js';
import { AUTH_PAGE_HEADER, AUTH_PAGE_STYLES } from './signInPage.js';
import { SIGN_IN_PATH } from './authRoutes.js';

export type PasswordResetPageState =
  | { kind: 'form'; action: string; csrfToken: string; errors: readonly string[] }
  | { kind: 'done' }
  | { kind: 'unusable' };

/** Texts of docs/product/club-administration.md §7 "Password reset". */
function cardOf(state: PasswordResetPageState): string {
  switch (state.kind) {
    case 'unusable':
      return `<div class="card"><h1>Link expired</h1>
<p class="lead">This password reset link has expired or has already been used. Ask Touchline support for a new one.</p>
<a href="${SIGN_IN_PATH}">Sign in</a></div>`;
    case 'done':
      return `<div class="card"><h1>Password set</h1>
<p class="lead">Your new password is set, and you were signed out everywhere else.</p>
<a href="${SIGN_IN_PATH}">Sign in</a></div>`;
    case 'form':
      return `<form class="card" method="post" action="${escapeHtml(state.action)}" novalidate>
<h1>Set a new password</h1>
<p class="lead">At least 12 characters; a phrase of a few words is easy to remember.</p>
<input type="hidden" name="csrf_token" value="${escapeHtml(state.csrfToken)}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required autofocus>
<p class="error" role="alert" aria-live="polite">${state.errors.map(escapeHtml).join('<br>')}</p>
<button type="submit">Set password</button>
</form>`;
  }
}

/** The server-rendered page of a password-reset link, in the sign-in page's style. */
export function renderPasswordResetPage(state: PasswordResetPageState): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Set a new password · Touchline</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${AUTH_PAGE_STYLES}</style>
</head>
<body>
${AUTH_PAGE_HEADER}
<main>
${cardOf(state)}
</main>
<footer>Touchline · open performance analytics</footer>
</body>
</html>
`;
}
