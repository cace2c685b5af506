#!/usr/bin/env node
// The `touchline` command; the compiled CLI lives in dist (`npm run build` makes it).
import { existsSync, statSync } from 'node:fs';
import module from 'node:module';

// Node 22.1 and later keep compiled code between runs, so a command starts sooner;
// Node 20 has no such cache and runs as before.
module.enableCompileCache?.();

const dist = (path) => new URL(`../dist/${path}`, import.meta.url);
const cli = dist('cli/main.js');
if (!existsSync(cli)) {
  process.stderr.write('touchline: the server is not built yet; run `npm run build` first.\n');
  process.exit(1);
}

/** Modification time in ms; 0 for a file that is not there. */
function modifiedAt(url) {
  return statSync(url, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

/**
 * `touchline analyse` from its bundle (scripts/bundleAnalyse.mjs), one file to
 * load rather than a hundred, while the bundle is newer than the last build of
 * the server and the domain; the modules tsc built otherwise.
 */
function entry() {
  if (process.argv[2] !== 'analyse') return cli;
  const bundle = dist('analyse.bundle.js');
  const builtAt = Math.max(
    modifiedAt(dist('.tsbuildinfo')),
    modifiedAt(new URL('../../domain/dist/.tsbuildinfo', import.meta.url)),
  );
  return modifiedAt(bundle) >= builtAt ? bundle : cli;
}

// graphql-js and Yoga check their development-only invariants (and show
// error details) unless told this is production; a user's server is.
process.env.NODE_ENV ??= 'production';
await import(entry().href);
