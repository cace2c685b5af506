// `npm start`: install what is missing, build what is stale, then run the server
// (migrations, demo world on an empty database, API + web app + worker).
import { spawn } from 'node:child_process';
import { ensureDependencies } from './lib/dependencies.mjs';
import { buildStale } from './lib/build.mjs';
import { repoRoot } from './lib/run.mjs';

await ensureDependencies();
await buildStale();

const server = spawn(
  process.execPath,
  ['packages/server/bin/touchline.js', 'start', ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
  },
);
// The terminal sends Ctrl+C to the whole process group; the server shuts itself down cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
