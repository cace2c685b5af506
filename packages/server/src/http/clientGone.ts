import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply } from 'fastify';
import { TouchlineError } from '../errors/TouchlineError.js';

interface Scope {
  signal: AbortSignal;
  /** Set once a change has started: it runs to its end whoever waits for it. */
  finishing: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/**
 * A signal that aborts when the client closes the connection before its
 * answer is sent (a tab closed, a page left, a client's time-out).
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const onClose = () => {
    if (!response.writableFinished) controller.abort();
  };
  response.once('close', onClose);
  return controller.signal;
}

/**
 * Runs a request's work so that, once `signal` aborts, the database
 * statements it would still send are not sent (stopIfClientGone) and its
 * large parts are not built: work nobody waits for is not done.
 */
export function untilClientGone<T>(signal: AbortSignal, work: () => T): T {
  return scopes.run({ signal, finishing: false }, work);
}

/**
 * From here on the request's work runs to its end even if its client goes:
 * a change (a mutation) stopped half-way would leave half a change.
 */
export function finishEvenIfClientGoes(): void {
  const scope = scopes.getStore();
  if (scope) scope.finishing = true;
}

/** The signal of the request being worked on, if its work may stop early. */
export function currentClientSignal(): AbortSignal | undefined {
  const scope = scopes.getStore();
  return scope && !scope.finishing ? scope.signal : undefined;
}

/** Throws CLIENT_GONE when the request being worked on has lost its client. */
export function stopIfClientGone(): void {
  if (currentClientSignal()?.aborted) throw new TouchlineError('CLIENT_GONE');
}
