import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { GRAPHQL_MAX_BATCH } from '@touchline/domain';
import { createYoga, type Plugin } from 'graphql-yoga';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { Access } from '../access/Access.js';
import type { AnswerBudget } from './AnswerBudget.js';
import type { Viewer } from '../auth/viewer.js';
import type { GraphQLContext } from '../context.js';
import type { MailConfig, PushConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { createLoaders } from '../loaders.js';
import type { DiagnosticsSigner } from '../modules/diagnostics/index.js';
import type { TouchlinePubSub } from '../pubsub/eventBus.js';
import { guardArguments } from './guardArguments.js';
import { maskUnexpectedError } from './maskUnexpectedError.js';
import { INTERNAL_ERROR_MESSAGE } from '../http/registerErrorAnswers.js';
import { errorWithoutValues } from '../logSerializers.js';
import { buildSchema } from './schema.js';
import { useDocumentDepthLimit } from './useDocumentDepthLimit.js';
import { useFinishChanges } from './useFinishChanges.js';
import { useQueryCostLimit } from './useQueryCostLimit.js';
import { useSchemaPrivacy } from './useSchemaPrivacy.js';

export const GRAPHQL_PATH = '/api/graphql';

/** What the HTTP and websocket layers hand to Yoga for each operation. */
export interface ServerContext {
  viewer: Viewer;
  timeZone: string;
  /**
   * Shared by every operation of one HTTP request (the web app batches the
   * queries of a page into one), so the viewer's memberships are loaded once
   * per request and each relation once together (its loaders).
   */
  access?: Access;
  /** What the answer (the HTTP request's batch, or the websocket operation) may still hold. */
  answerBudget: AnswerBudget;
}

interface YogaOptions {
  db: Db;
  jobs: PgBoss;
  pubSub: TouchlinePubSub;
  log: Logger;
  plugins?: Plugin<GraphQLContext>[];
  diagnosticsSigner?: DiagnosticsSigner;
  /** How invites are e-mailed; none: nothing is sent. */
  mail?: MailConfig;
  /** Web Push's VAPID keys; none: notifications are not pushed. */
  push?: PushConfig | null;
  /** Answer introspection and suggest names in errors (GRAPHQL_INTROSPECTION); off by default. */
  introspection?: boolean;
}

// Generous for the spec's deepest queries, tight enough to stop abuse.
export const MAX_QUERY_DEPTH = 12;
const MAX_ALIASES = 15;
/**
 * Costs count the values an answer holds (operationCost.ts). The largest
 * session-page query (a training's 1 Hz speeds for every participation)
 * costs about 290,000 and a whole session page batch about 393,000
 * (graphqlCost.test.ts): both at most half their limit. One query of issue
 * 12's abusive batch costs about 6.3 million.
 */
export const MAX_OPERATION_COST = 600_000;
/** An HTTP batch (up to GRAPHQL_MAX_BATCH operations) shares this budget. */
export const MAX_BATCH_COST = 1_000_000;

export function createTouchlineYoga({
  db,
  jobs,
  pubSub,
  log,
  plugins = [],
  diagnosticsSigner,
  mail,
  push,
  introspection = false,
}: YogaOptions) {
  const schema = guardArguments(buildSchema());
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    // The web app sends the queries a screen needs at once as one HTTP request.
    batching: { limit: GRAPHQL_MAX_BATCH },
    landingPage: false,
    logging: {
      debug: (...args: unknown[]) => log.debug(args),
      info: (...args: unknown[]) => log.info(args),
      warn: (...args: unknown[]) => log.warn(args),
      // Yoga's own error lines: the errors as every logged error is (no values they carried).
      error: (...args: unknown[]) =>
        log.error(
          { errors: args.filter((arg) => arg instanceof Error).map(errorWithoutValues) },
          'GraphQL error',
        ),
    },
    // Unexpected errors reach users as 'Internal server error' (the text of every
    // unexpected failure, REST included) with the request id, the log with their stack.
    maskedErrors: {
      isDev: false,
      errorMessage: INTERNAL_ERROR_MESSAGE,
      maskError: maskUnexpectedError(log),
    },
    context: ({ viewer, timeZone, access, answerBudget }): GraphQLContext => {
      const requestAccess = access ?? Access.ofViewer(db, viewer, createLoaders);
      return {
        db,
        jobs,
        viewer,
        access: requestAccess,
        timeZone,
        pubSub,
        loaders: requestAccess.loaders,
        answerBudget,
        diagnosticsSigner,
        mail,
        push: push ?? null,
      };
    },
    plugins: [
      useDocumentDepthLimit(),
      useFinishChanges(),
      maxDepthPlugin({ n: MAX_QUERY_DEPTH }),
      maxAliasesPlugin({ n: MAX_ALIASES }),
      // Before the cost limit: its onExecuteDone also cleans the answers the limit gives.
      useSchemaPrivacy({ introspection }),
      useQueryCostLimit(schema, {
        maxOperationCost: MAX_OPERATION_COST,
        maxBatchCost: MAX_BATCH_COST,
      }),
      ...plugins,
    ],
  });
}

export type TouchlineYoga = ReturnType<typeof createTouchlineYoga>;
