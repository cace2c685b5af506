import type { FastifyBaseLogger } from 'fastify';

/**
 * A long-running process logs a promise rejection nobody awaited instead of
 * exiting on it. The job queue completes and fails jobs without awaiting
 * (pg-boss 10), so a moment without the database would otherwise end every
 * API process at once. Only the server and worker entry points install it:
 * tests and one-shot commands keep Node's default and fail loudly.
 */
export function keepServingOnStrayRejections(log: FastifyBaseLogger): void {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'a promise was rejected and nobody handled it');
  });
}
