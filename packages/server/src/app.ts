import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { Access } from './access/Access.js';
import { KeptViewers } from './access/KeptViewers.js';
import { registerAuthRoutes } from './auth/authRoutes.js';
import { SIGN_IN_PATH } from './auth/authPaths.js';
import { MEMBER_FORM_ROUTES } from './modules/members/index.js';
import { refuseCrossSiteRequests } from './auth/csrfProtection.js';
import { PASSWORD_RESET_PATH } from './auth/passwordResets.js';
import { registerPasswordResetRoutes } from './auth/passwordResetRoutes.js';
import type { Viewer } from './auth/viewer.js';
import type { Config } from './config.js';
import type { GraphQLContext } from './context.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/openDatabase.js';
import { attachCableServer } from './graphql/cableServer.js';
import { registerGraphqlRoute } from './graphql/graphqlRoute.js';
import { registerJsonBodyParser } from './http/jsonBodyParser.js';
import { admissionLimits, RequestAdmission } from './http/RequestAdmission.js';
import { LargeAnswerGate } from './graphql/LargeAnswerGate.js';
import { GraphqlResponseCache } from './graphql/GraphqlResponseCache.js';
import { useDataChangeNotices } from './graphql/useDataChangeNotices.js';
import { createTouchlineYoga } from './graphql/yoga.js';
import { landingAssets } from './http/landingAssets.js';
import { registerErrorAnswers } from './http/registerErrorAnswers.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerWebApp } from './http/webApp.js';
import { createJobQueues } from './jobs/createJobQueues.js';
import { startJobQueue, stopJobQueue } from './jobs/jobQueue.js';
import { startJobWorkers } from './jobs/startJobWorkers.js';
import { createLoaders } from './loaders.js';
import { createLogger } from './logger.js';
import { DiagnosticsSigner } from './modules/diagnostics/index.js';
import { modules } from './modules/modules.js';
import { MAX_UPLOAD_BYTES } from './modules/sessions/index.js';
import { startEventBus, type TouchlinePubSub } from './pubsub/eventBus.js';
import { EVENTS_CHANNEL } from './pubsub/touchlineEvents.js';

/** What the running app is made of, for the CLI and tests. */
export interface Touchline {
  database: Database;
  jobs: PgBoss;
  pubSub: TouchlinePubSub;
}

declare module 'fastify' {
  interface FastifyInstance {
    touchline: Touchline;
  }
}

export interface BuildOptions {
  /** An already open (and owned elsewhere) database, e.g. a test's clone. */
  database?: Database;
  logger?: Logger;
  /** Extra GraphQL (envelop) plugins, e.g. instrumentation. */
  graphqlPlugins?: Plugin<GraphQLContext>[];
  /**
   * Keep read-only GraphQL answers until data changes (default). Tests that
   * write to the database behind the API's back turn it off.
   */
  keepAnswers?: boolean;
  /** Run the modules' jobs in this process (default: config.workers); false leaves them to `touchline worker`. */
  workers?: boolean;
  /** The bounds on GraphQL requests worked on and waiting at once (default: the driver's). */
  admission?: RequestAdmission;
}

/**
 * Builds the whole server (database, migrations, job queue, event bus, HTTP,
 * GraphQL, websocket) without listening. `app.close()` takes it all down.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const log = options.logger ?? createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase(config, log));
  const cleanups: (() => Promise<void>)[] = options.database ? [] : [() => database.close()];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    await database.migrate();
    const jobs = await startJobQueue(database, log);
    cleanups.push(() => stopJobQueue(jobs));
    await createJobQueues(database, jobs, modules);
    if (options.workers ?? config.workers) {
      cleanups.push(
        await startJobWorkers(modules, {
          database,
          jobs,
          log,
          channels: { mail: config.mail, push: config.push },
        }),
      );
    }
    const events = await startEventBus(database, log);
    cleanups.push(() => events.close());

    const loggerInstance: FastifyBaseLogger = log;
    const app: FastifyInstance = Fastify({
      loggerInstance,
      // Random, so a request id quoted by a person reveals nothing and cannot be guessed.
      genReqId: () => randomUUID(),
      requestIdHeader: false,
    });
    registerErrorAnswers(app);
    registerJsonBodyParser(app);
    app.decorate('touchline', { database, jobs, pubSub: events.pubSub });
    await app.register(fastifyCookie);
    await app.register(fastifyFormbody);
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
    });
    app.addHook(
      'onRequest',
      refuseCrossSiteRequests([SIGN_IN_PATH, PASSWORD_RESET_PATH, ...MEMBER_FORM_ROUTES]),
    );
    registerSecurityHeaders(app, config);

    // Every event of any process (an upload, finished processing, a club's
    // change, a sign-out, another process's mutation) means kept answers, and
    // who kept cookies belong to, may be stale.
    const answers = options.keepAnswers === false ? undefined : new GraphqlResponseCache();
    const viewers = answers && new KeptViewers();
    const forgetKept = () => {
      answers?.clear();
      viewers?.clear();
    };
    if (answers) cleanups.push(await database.listen(EVENTS_CHANNEL, forgetKept));
    registerAuthRoutes(app, {
      db: database.db,
      cookieSecure: config.cookieSecure,
      prefetch: landingAssets(config.webDir),
      onSignOut: forgetKept,
    });
    registerPasswordResetRoutes(app, { db: database.db, cookieSecure: config.cookieSecure });
    const yoga = createTouchlineYoga({
      db: database.db,
      jobs,
      pubSub: events.pubSub,
      log,
      plugins: [
        ...(answers ? [useDataChangeNotices(forgetKept)] : []),
        ...(options.graphqlPlugins ?? []),
      ],
      diagnosticsSigner: new DiagnosticsSigner(config),
      mail: config.mail,
      push: config.push,
      introspection: config.graphqlIntrospection,
    });
    // Answers with datasets' tables are built a few at a time, whichever way they come.
    const largeAnswers = new LargeAnswerGate();
    registerGraphqlRoute(app, database.db, yoga, {
      answers,
      viewers,
      largeAnswers,
      admission: options.admission ?? new RequestAdmission(admissionLimits(database.driver)),
    });
    const { db } = database;
    const accessOf = (viewer: Viewer) => Access.ofViewer(db, viewer, createLoaders);
    const routeDeps = { db, jobs, accessOf, largeAnswers, cookieSecure: config.cookieSecure };
    for (const module of modules) module.routes?.(app, routeDeps);
    const closeCable = attachCableServer(app, database.db, yoga, largeAnswers);
    await registerWebApp(app, config);

    // Sockets first (they hold subscriptions), then the rest in reverse order.
    app.addHook('preClose', closeCable);
    app.addHook('onClose', cleanUp);
    return app;
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
