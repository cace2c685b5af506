// A Touchline server as `touchline start` runs it, but without the per-person answer cache
// (buildApp's keepAnswers: false), so that every request of a load benchmark is answered
// from the database. Configured by the environment, like the server; stops on SIGTERM.
// Used as ServerProcess's `entry`; build first.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../lib/run.mjs';

const serverModule = (path) =>
  import(pathToFileURL(join(repoRoot, 'packages/server/dist', path)).href);

const [{ buildApp }, { loadConfig }] = await Promise.all([
  serverModule('app.js'),
  serverModule('config.js'),
]);
const config = loadConfig(process.env);
const app = await buildApp(config, { keepAnswers: false });
await app.listen({ port: config.port, host: config.host });
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
