import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { errorCatalogue } from '../errors/errorCatalogue.js';
import { ensureCsrfCookie } from './cookies.js';
import { csrfTokenMatches, hasForeignOrigin } from './csrfProtection.js';
import { renderPasswordResetPage, type PasswordResetPageState } from './passwordResetPage.js';
import {
  findPasswordReset,
  PASSWORD_RESET_PATH,
  passwordResetPathOf,
  resetPassword,
} from './passwordResets.js';
import { AUTH_PAGE_CSP } from './authPage.js';

type ResetRequest = FastifyRequest<{
  Params: { token: string };
  Body: { password?: unknown; csrf_token?: unknown } | undefined;
}>;

const STATUS: Record<PasswordResetPageState['kind'], number> = {
  form: 200,
  done: 200,
  unusable: 404,
};

/** The page of a password-reset link provider staff handed over (docs/product/club-administration.md §7). */
export function registerPasswordResetRoutes(
  app: FastifyInstance,
  { db, cookieSecure }: { db: Db; cookieSecure: boolean },
) {
  const page = (reply: FastifyReply, state: PasswordResetPageState, status = STATUS[state.kind]) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', AUTH_PAGE_CSP)
      .send(renderPasswordResetPage(state));
  const form = (request: ResetRequest, reply: FastifyReply, errors: readonly string[]) => ({
    kind: 'form' as const,
    action: passwordResetPathOf(encodeURIComponent(request.params.token)),
    csrfToken: ensureCsrfCookie(request, reply, cookieSecure),
    errors,
  });

  app.get(PASSWORD_RESET_PATH, async (request: ResetRequest, reply) => {
    const link = await findPasswordReset(db, request.params.token);
    if (link.kind === 'unusable') return page(reply, link);
    return page(reply, form(request, reply, []));
  });

  app.post(PASSWORD_RESET_PATH, async (request: ResetRequest, reply) => {
    const body = request.body ?? {};
    if (hasForeignOrigin(request) || !csrfTokenMatches(request, body.csrf_token)) {
      return page(reply, form(request, reply, [errorCatalogue.CSRF_REFUSED.text]), 403);
    }
    const password = typeof body.password === 'string' ? body.password : '';
    const outcome = await resetPassword(db, request.params.token, password);
    if (outcome.kind === 'refused') return page(reply, form(request, reply, outcome.problems), 422);
    return page(reply, outcome);
  });
}
