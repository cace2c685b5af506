import { escapeHtml } from '../../auth/html.js';
import { PASSWORD_MIN_LENGTH } from '../../auth/newPassword.js';
import { csrfInput, field, problems } from './memberPageParts.js';

export const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters; not a common password; not your e-mail address.`;

export interface SignUpForm {
  name?: string;
  email?: string;
}

export interface SignUpPageOptions {
  action: string;
  csrfToken: string;
  form: SignUpForm;
  errors: readonly string[];
  /** What signing up here leads to: joining a club, or an invite's club and role. */
  joining?: string;
  /** Where 'Sign in' goes instead, with this page's purpose kept. */
  signInHref: string;
}

/** The sign-up form (docs/product/club-administration.md §2). */
export function signUpBody(options: SignUpPageOptions): string {
  const joining = options.joining
    ? `<p class="lead">${escapeHtml(options.joining)}</p>`
    : '<p class="lead">Create your Touchline account.</p>';
  return `<form class="card" method="post" action="${escapeHtml(options.action)}" novalidate>
<h1>Sign up</h1>
${joining}
${csrfInput(options.csrfToken)}
${field('name', 'Name', { value: options.form.name, autocomplete: 'name' })}
${field('email', 'E-mail', { type: 'email', value: options.form.email, autocomplete: 'email' })}
${field('password', 'Password', { type: 'password', autocomplete: 'new-password', hint: PASSWORD_RULES })}
${problems(options.errors)}
<button type="submit">Sign up</button>
<p class="aside">Have an account? <a href="${escapeHtml(options.signInHref)}">Sign in</a></p>
</form>`;
}
