// Starts the built server for the browser tests on a fresh embedded database with the demo world.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dataDir = fileURLToPath(
  new URL(`../.tmp/data-${process.env.PORT ?? 'default'}`, import.meta.url),
);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['../server/bin/touchline.js', 'start'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
  env: { ...process.env, TOUCHLINE_DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
