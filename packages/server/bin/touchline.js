#!/usr/bin/env node
// The `touchline` command; the compiled CLI lives in dist (build with `npx tsc -b`).
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write(
    'touchline: the server is not built yet; run `npx tsc -b` (or `npm run build`) first.\n',
  );
  process.exit(1);
}
await import(cli.href);
