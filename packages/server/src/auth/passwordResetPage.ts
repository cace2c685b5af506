import { renderAuthPage } from './authPage.js';
import { SIGN_IN_PATH } from './authPaths.js';
import { escapeHtml } from './html.js';

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
  return renderAuthPage({ title: 'Set a new password', body: cardOf(state) });
}
