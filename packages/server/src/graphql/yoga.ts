import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { GRAPHQL_MAX_BATCH } from '@touchline/domain';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Viewer } from '../auth/viewer.js';
import type { GraphQLContext } from '../context.js';
import type { Db } from '../db/database.js';
import { createLoaders, type Loaders } from '../loaders.js';
import type { DiagnosticsSigner } from '../modules/diagnostics/DiagnosticsSigner.js';
import type { TouchlinePubSub } from '../pubsub/eventBus.js';
import { buildSchema } from './schema.js';

export const GRAPHQL_PATH = '/api/graphql';

/** What the HTTP and websocket layers hand to Yoga for each operation. */
export interface ServerContext {
  viewer: Viewer;
  timeZone: string;
  /**
   * Shared by every operation of one HTTP request (the web app batches the
   * queries of a page into one), so they load each relation once together.
   */
  loaders?: Loaders;
}

interface YogaOptions {
  db: Db;
  jobs: PgBoss;
  pubSub: TouchlinePubSub;
  log: Logger;
  plugins?: Plugin<GraphQLContext>[];
  diagnosticsSigner?: DiagnosticsSigner;
}

// Generous for the spec's deepest queries, tight enough to stop abuse.
export const MAX_QUERY_DEPTH = 12;
const MAX_QUERY_COST = 5000;
const MAX_ALIASES = 15;

export function createTouchlineYoga({
  db,
  jobs,
  pubSub,
  log,
  plugins = [],
  diagnosticsSigner,
}: YogaOptions) {
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    // The web app sends the queries a screen needs at once as one HTTP request.
    batching: { limit: GRAPHQL_MAX_BATCH },
    landingPage: false,
    logging: {
      debug: (...args: unknown[]) => log.debug(args),
      info: (...args: unknown[]) => log.info(args),
      warn: (...args: unknown[]) => log.warn(args),
      error: (...args: unknown[]) => log.error(args),
    },
    maskedErrors: {
      // Unexpected errors reach users as 'Unexpected error.' and the log with their stack.
      maskError(error, message, isDev) {
        const masked = maskError(error, message, isDev);
        if (masked !== error) log.error({ err: error }, 'unexpected error in a GraphQL operation');
        return masked;
      },
    },
    context: ({ viewer, timeZone, loaders }): GraphQLContext => ({
      db,
      jobs,
      viewer,
      timeZone,
      pubSub,
      loaders: loaders ?? createLoaders(db),
      diagnosticsSigner,
    }),
    plugins: [
      maxDepthPlugin({ n: MAX_QUERY_DEPTH }),
      costLimitPlugin({ maxCost: MAX_QUERY_COST }),
      maxAliasesPlugin({ n: MAX_ALIASES }),
      ...plugins,
    ],
  });
}

export type TouchlineYoga = ReturnType<typeof createTouchlineYoga>;
