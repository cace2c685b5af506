import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { TouchlineError } from '../errors/TouchlineError.js';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from './cookies.js';
import { tokensMatch } from './sessionTokens.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Any method that may change something, whatever the path: the router decodes
 * '/%61pi/uploads' and reads an absolute 'http://host/api/uploads' as
 * '/api/uploads', so a check on the raw path's spelling could be walked round.
 */
export function isStateChanging(request: FastifyRequest): boolean {
  return STATE_CHANGING.has(request.method);
}

/** An Origin header, when the browser sends one, must be this server. */
export function hasForeignOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // 'null' (sandboxed frames, privacy redirects) is not us.
  }
}

/** Double-submit: the token sent in a header or field must equal the CSRF cookie. */
export function csrfTokenMatches(request: FastifyRequest, sent: unknown): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  return typeof sent === 'string' && !!cookie && tokensMatch(sent, cookie);
}

/**
 * Cookie-authenticated state-changing requests must prove they come from our
 * own pages (the header can only be set by a script that can read our
 * cookie). The sign-in form, which has no session yet, checks its field
 * itself; it is recognised by the route the router matched, so no spelling of
 * another path can pass for it.
 */
export function refuseCrossSiteRequests(exceptRoutes: readonly string[]) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const route = request.routeOptions.url;
    const exempt =
      !isStateChanging(request) || (route !== undefined && exceptRoutes.includes(route));
    const signedIn = !!request.cookies[SESSION_COOKIE];
    const missingToken = signedIn && !csrfTokenMatches(request, request.headers[CSRF_HEADER]);
    // The refusal goes to the app's error handler, which answers it like any other.
    done(
      !exempt && (hasForeignOrigin(request) || missingToken)
        ? new TouchlineError('CSRF_REFUSED')
        : undefined,
    );
  };
}
