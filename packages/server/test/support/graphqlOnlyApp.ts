import type { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import pino from 'pino';
import type { GraphQLContext } from '../../src/context.js';
import { registerGraphqlRoute } from '../../src/graphql/graphqlRoute.js';
import { createTouchlineYoga } from '../../src/graphql/yoga.js';
import type { TestApp } from './testApp.js';

/**
 * /api/graphql alone, on a test app's database, with settings the full app
 * takes from its configuration or constants: a smaller response ceiling,
 * introspection, a log to read, extra plugins.
 */
export async function graphqlOnlyApp(
  testApp: TestApp,
  options: {
    maxResponseBytes?: number;
    introspection?: boolean;
    log?: Writable;
    plugins?: Plugin<GraphQLContext>[];
  } = {},
): Promise<FastifyInstance> {
  const { database, jobs, pubSub } = testApp.app.touchline;
  const log = options.log ? pino(options.log) : pino({ level: 'silent' });
  const loggerInstance: FastifyBaseLogger = log;
  const app: FastifyInstance = Fastify({ loggerInstance });
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
  });
  await app.ready();
  return app;
}
