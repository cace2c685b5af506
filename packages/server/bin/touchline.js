#!/usr/bin/env node
// The `touchline` command; the compiled CLI lives in dist (build with `npx tsc -b`).
import { existsSync } from 'node:fs';
import module from 'node:module';

// Node 22.1 and later keep compiled code between runs, so a command starts sooner;
// Node 20 has no such cache and runs as before.
module.enableCompileCache?.();

const cli = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write(
    'touchline: the server is not built yet; run `npx tsc -b` (or `npm run build`) first.\n',
  );
  process.exit(1);
}
// graphql-js and Yoga check their development-only invariants (and show
// error details) unless told this is production; a user's server is.
process.env.NODE_ENV ??= 'production';
await import(cli.href);
