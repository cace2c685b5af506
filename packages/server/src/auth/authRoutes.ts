import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { errorCatalogue } from '../errors/errorCatalogue.js';
import {
  DEVICE_COOKIE,
  SESSION_COOKIE,
  clearSessionCookie,
  ensureCsrfCookie,
  setCsrfCookie,
  setDeviceCookie,
  setSessionCookie,
} from './cookies.js';
import { csrfTokenMatches, hasForeignOrigin } from './csrfProtection.js';
import { formActionOf } from './formAction.js';
import { localRedirectTarget } from './localRedirect.js';
import { signIn } from './signIn.js';
import { renderSignInPage } from './signInPage.js';
import { signOut } from './signOut.js';
import { SIGN_IN_PATH, SIGN_OUT_PATH } from './authPaths.js';
import { AUTH_PAGE_CSP } from './authPage.js';
import { throttledMessage } from './throttledMessage.js';

interface SignInForm {
  email?: unknown;
  password?: unknown;
  csrf_token?: unknown;
}

interface AuthRouteOptions {
  db: Db;
  cookieSecure: boolean;
  /** The web app's files for the page after signing in, fetched while the person types. */
  prefetch: readonly string[];
  /** Told at once when a session ends here, before the event of it travels (KeptViewers). */
  onSignOut?: () => void;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Sign-in page and form, and sign-out (docs/product/shell-and-sessions.md §7). */
export function registerAuthRoutes(
  app: FastifyInstance,
  { db, cookieSecure, prefetch, onSignOut }: AuthRouteOptions,
) {
  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    form: { email?: string; error?: string | null; csrfToken?: string } = {},
  ) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', AUTH_PAGE_CSP)
      .send(
        renderSignInPage({
          action: formActionOf(request.url),
          csrfToken: form.csrfToken ?? ensureCsrfCookie(request, reply, cookieSecure),
          email: form.email,
          error: form.error,
          prefetch,
        }),
      );

  app.get(SIGN_IN_PATH, (request, reply) => page(request, reply, 200));

  app.post<{ Body: SignInForm | undefined; Querystring: { next?: unknown } }>(
    SIGN_IN_PATH,
    async (request, reply) => {
      const form = request.body ?? {};
      const email = asText(form.email);
      if (hasForeignOrigin(request) || !csrfTokenMatches(request, form.csrf_token)) {
        return page(request, reply, 403, { email, error: errorCatalogue.CSRF_REFUSED.text });
      }
      // Decided before a session exists, so nothing about it can fail after one was made.
      const target = localRedirectTarget(request.query.next);
      const outcome = await signIn(db, {
        email,
        password: asText(form.password),
        ip: request.ip,
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      if (outcome.kind === 'throttled') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        const error = throttledMessage(outcome.retryAfterSeconds);
        return page(request, reply, 429, { email, error });
      }
      if (outcome.kind === 'invalid') {
        return page(request, reply, 401, { email, error: 'Invalid email or password.' });
      }
      setSessionCookie(reply, outcome.token, cookieSecure);
      // A new session gets a new CSRF token (no token fixation across sign-ins).
      setCsrfCookie(reply, cookieSecure);
      setDeviceCookie(reply, outcome.deviceToken, cookieSecure, SIGN_IN_PATH);
      return reply.redirect(target, 303);
    },
  );

  app.delete(SIGN_OUT_PATH, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      await signOut(db, token);
      onSignOut?.();
    }
    clearSessionCookie(reply, cookieSecure);
    return reply.code(204).send();
  });
}
