import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from './sessionTokens.js';
import { SESSION_IDLE_MS } from './authSessions.js';
import { DEVICE_MEMORY_MS } from './signInDevices.js';

export const SESSION_COOKIE = 'touchline_session';
/** Readable by the web app, which echoes it in X-CSRF-Token (double-submit). */
export const CSRF_COOKIE = 'touchline_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Marks a browser that signed in before, so strangers' failed sign-ins never slow it down. */
export const DEVICE_COOKIE = 'touchline_device';

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_IDLE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

/** Sent only to the sign-in form, the one place that reads it. */
export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean, path: string) {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path,
    secure,
    maxAge: DEVICE_MEMORY_MS / 1000,
  });
}

export function setCsrfCookie(reply: FastifyReply, secure: boolean): string {
  const token = newToken();
  reply.setCookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', path: '/', secure });
  return token;
}

/** The request's CSRF token, issuing one when the browser has none yet. */
export function ensureCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): string {
  return request.cookies[CSRF_COOKIE] || setCsrfCookie(reply, secure);
}
