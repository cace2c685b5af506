import type { Db } from './db/database.js';
import type { DeclaredLoaders } from './modules/defineModule.js';
import { modules } from './modules/modules.js';

/** Every module's loaders (modules/modules.ts), for one request. */
export type Loaders = DeclaredLoaders<(typeof modules)[number]>;

/** Per request (or per subscription event), so nothing is cached across people. */
export function createLoaders(db: Db): Loaders {
  const loaders = modules.map((module) => module.loaders?.(db));
  return Object.assign({}, ...loaders) as Loaders;
}
