import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ensureCsrfCookie } from '../auth/cookies.js';
import type { Config } from '../config.js';
import { sendError } from '../errors/sendError.js';
import { TouchlineError } from '../errors/TouchlineError.js';
import { injectClientConfig } from './clientConfig.js';
import { SERVICE_WORKER_CONTENT_SECURITY_POLICY } from './contentSecurityPolicy.js';
import { isApiPath } from './isApiPath.js';

const NOT_BUILT =
  'The Touchline web app has not been built yet: run `npm run build` first (the API works meanwhile).\n';

// Vite names assets by content hash, so they never change under one URL.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The service worker, at the root so its scope is the whole app (no Service-Worker-Allowed needed). */
export const SERVICE_WORKER_FILE = 'serviceWorker.js';

/** Any non-/api path that is not a file is a route of the single-page app. */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const indexPath = join(config.webDir, 'index.html');
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      index: false,
      setHeaders: (response, filePath) => {
        const hashed = filePath.startsWith(join(config.webDir, 'assets'));
        response.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        if (filePath === join(config.webDir, SERVICE_WORKER_FILE)) {
          response.header('content-security-policy', SERVICE_WORKER_CONTENT_SECURITY_POLICY);
        }
      },
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    ensureCsrfCookie(request, reply, config.cookieSecure);
    const html = injectClientConfig(await readFile(indexPath, 'utf8'), config);
    // Its Content-Security-Policy and the other security headers: registerSecurityHeaders.
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(request, reply, new TouchlineError('ROUTE_NOT_FOUND'));
    }
    return sendIndex(request, reply);
  });
}
