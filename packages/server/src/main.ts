import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { createDemoSeason } from './demo/createDemoSeason.js';
import { createDemoWorld, isDatabaseEmpty } from './demo/createDemoWorld.js';
import { demoAccountsTable } from './demo/demoAccountsTable.js';
import { keepEmbeddedUp } from './db/embeddedUpkeep.js';
import { keepServingOnStrayRejections } from './keepServingOnStrayRejections.js';

/** Builds the app, seeds the demo world into an empty database, and listens. */
export async function startServer(config: Config): Promise<FastifyInstance> {
  const app = await buildApp(config);
  keepServingOnStrayRejections(app.log);
  const { db } = app.touchline.database;
  const empty = await isDatabaseEmpty(db);
  if (empty && config.demo) {
    app.log.info('empty database: creating the demo world');
    await createDemoWorld(db, { portalUrl: config.demoPortalUrl });
    // The workers already run (buildApp started them): the season goes through them.
    const started = performance.now();
    await createDemoSeason({ db, jobs: app.touchline.jobs });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    app.log.info({ seconds }, 'demo season created');
    process.stdout.write(`The demo season (8 weeks of Touchline FC) took ${seconds} s.\n`);
  }
  // The embedded database's statistics and dead rows, as autovacuum keeps a server's.
  let lastRequestAt = performance.now();
  app.addHook('onRequest', (_request, _reply, done) => {
    lastRequestAt = performance.now();
    done();
  });
  const stopUpkeep = await keepEmbeddedUp(
    app.touchline.database,
    app.log,
    () => performance.now() - lastRequestAt,
  );
  app.addHook('preClose', stopUpkeep);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}/`;
  app.log.info({ url, startupMs: Math.round(performance.now()) }, 'Touchline is listening');
  const next =
    empty && !config.demo
      ? `Open ${url} to set Touchline up: your account and your first club.\n`
      : await demoAccountsTable(db);
  process.stdout.write(`\nTouchline is running at ${url}\n${next}\n`);
  stopOnSignals(app);
  return app;
}

function stopOnSignals(app: FastifyInstance) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // A second Ctrl-C means now.
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
