import type { FastifyInstance } from 'fastify';

/**
 * Every route the app registered, as `METHOD /path/:param` (HEAD, which
 * Fastify adds to each GET, left out), read from Fastify's printed route
 * tree: each line is a path segment under the line above it one level up.
 */
export function restRoutes(app: FastifyInstance): string[] {
  const printed = app.printRoutes({ commonPrefix: false });
  const routes = new Set<string>();
  const parents: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([\s│]*)[└├]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((each) => each.trim())) {
      if (method && method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return [...routes].sort();
}
