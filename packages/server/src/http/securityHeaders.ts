import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import {
  appContentSecurityPolicy,
  RESOURCE_CONTENT_SECURITY_POLICY,
} from './contentSecurityPolicy.js';

/**
 * Headers every answer carries, whichever route (or the static files, or an
 * error) produced it. A route that set its own policy (the sign-in page)
 * keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const appPolicy = appContentSecurityPolicy(config);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // For browsers that predate frame-ancestors.
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('content-security-policy', html ? appPolicy : RESOURCE_CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}
