import type { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import pino from 'pino';
import type { GraphQLContext } from '../../src/context.js';
import { registerGraphqlRoute } from '../../src/graphql/graphqlRoute.js';
import { createTouchlineYoga } from '../../src/graphql/yoga.js';
import type { RequestAdmission } from '../../src/http/RequestAdmission.js';
import { registerErrorAnswers } from '../../src/http/registerErrorAnswers.js';
import type { TestApp } from './testApp.js';

/**
 * /api/graphql alone (answering errors as the app does), on a test app's database, with settings the full app
 * takes from its configuration or constants: a smaller response ceiling,
 * introspection, a log to read, extra plugins, tighter bounds on the requests
 * worked on at once.
 */
export async function graphqlOnlyApp(
  testApp: TestApp,
  options: {
    maxResponseBytes?: number;
    introspection?: boolean;
    log?: Writable;
    plugins?: Plugin<GraphQLContext>[];
    admission?: RequestAdmission;
  } = {},
): Promise<FastifyInstance> {
  const { database, jobs, pubSub } = testApp.app.touchline;
  const log = options.log ? pino(options.log) : pino({ level: 'silent' });
  const loggerInstance: FastifyBaseLogger = log;
  const app: FastifyInstance = Fastify({ loggerInstance });
  registerErrorAnswers(app);
  await app.register(fastifyCookie);
  const yoga = createTouchlineYoga({
    db: database.db,
    jobs,
    pubSub,
    log,
    introspection: options.introspection ?? false,
    plugins: options.plugins ?? [],
  });
  registerGraphqlRoute(app, database.db, yoga, {
    ...(options.maxResponseBytes ? { maxResponseBytes: options.maxResponseBytes } : {}),
    ...(options.admission ? { admission: options.admission } : {}),
  });
  await app.ready();
  return app;
}
