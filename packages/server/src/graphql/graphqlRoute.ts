import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/cookies.js';
import { findViewer } from '../auth/authSessions.js';
import { unauthenticatedBody } from '../auth/forbidden.js';
import type { Viewer } from '../auth/viewer.js';
import type { Db } from '../db/database.js';
import { timeZoneOf } from '../http/timeZone.js';
import { createLoaders } from '../loaders.js';
import { GRAPHQL_PATH, type TouchlineYoga } from './yoga.js';

/** The person behind the request's session cookie, if any. */
export async function viewerOf(db: Db, cookie: string | undefined): Promise<Viewer | null> {
  return cookie ? findViewer(db, cookie) : null;
}

/** POST (and GET, for queries) /api/graphql; a request without a live session gets 401. */
export function registerGraphqlRoute(app: FastifyInstance, db: Db, yoga: TouchlineYoga) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await viewerOf(db, request.cookies[SESSION_COOKIE]);
    if (!viewer) return reply.code(401).send(unauthenticatedBody);
    const timeZone = timeZoneOf(request.headers['x-time-zone']);
    const loaders = createLoaders(db);
    const response = await yoga.handleNodeRequestAndResponse(request, reply, {
      viewer,
      timeZone,
      loaders,
    });
    response.headers.forEach((value, key) => void reply.header(key, value));
    reply.status(response.status);
    // Yoga answers with a web Response; its body streams through Fastify.
    return reply.send(response.body);
  };
  app.route({ url: GRAPHQL_PATH, method: ['GET', 'POST'], handler });
}
