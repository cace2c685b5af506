import type { Config } from '../../config.js';
import type { Command } from '../commands.js';
import { withDatabase } from '../withDatabase.js';

// Each command imports the server's parts when it runs: `touchline --help` loads none of them.
export function serverCommands(config: () => Config): Record<string, Command> {
  return {
    start: {
      usage: 'touchline start [--no-demo]',
      summary:
        'Migrate, create the demo world in an empty database (--no-demo or TOUCHLINE_DEMO=off: the first-run page instead), and serve the API, web app and jobs.',
      options: { 'no-demo': { type: 'boolean' } },
      run: async ({ values }) => {
        const { startServer } = await import('../../main.js');
        const settings = config();
        await startServer({ ...settings, demo: settings.demo && !values['no-demo'] });
      },
    },
    worker: {
      usage: 'touchline worker',
      summary:
        'Run only the processing jobs (no HTTP), beside API processes started with TOUCHLINE_WORKERS=off.',
      run: async () => {
        const { startWorker } = await import('../../worker.js');
        await startWorker(config());
      },
    },
    migrate: {
      usage: 'touchline migrate',
      summary: 'Apply pending database migrations and exit.',
      run: async () => {
        await withDatabase(config(), () => Promise.resolve());
        console.log('The database is up to date.');
      },
    },
    demo: {
      usage: 'touchline demo [--reset]',
      summary:
        'Create the demo clubs and accounts in an empty database; --reset first drops all Touchline data.',
      options: { reset: { type: 'boolean' } },
      run: async ({ values }) => {
        const [{ createDemoWorld, isDatabaseEmpty }, { resetDatabase }] = await Promise.all([
          import('../../demo/createDemoWorld.js'),
          import('../../demo/resetDatabase.js'),
        ]);
        const empty = await withDatabase(config(), async (database) => {
          if (values.reset) {
            await resetDatabase(database.db);
            await database.migrate();
            return true;
          }
          return isDatabaseEmpty(database.db);
        });
        if (!empty) {
          console.log('The database already has data; use `touchline demo --reset` to start over.');
          return;
        }
        const [{ buildApp }, { createDemoSeason }, { demoAccountsTable }] = await Promise.all([
          import('../../app.js'),
          import('../../demo/createDemoSeason.js'),
          import('../../demo/demoAccountsTable.js'),
        ]);
        // The season goes through the processing workers: the app runs them.
        const app = await buildApp(config(), { workers: true });
        try {
          const { database, jobs } = app.touchline;
          await createDemoWorld(database.db, { portalUrl: config().demoPortalUrl });
          await createDemoSeason({ db: database.db, jobs }, { waitForLatest: true });
          console.log(`The demo world is ready.${await demoAccountsTable(database.db)}`);
        } finally {
          await app.close();
        }
      },
    },
  };
}
