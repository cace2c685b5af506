import { join } from 'node:path';
import { modulesDir } from '../paths.js';

/** A module's SDL: `schema.graphql` in its folder, read from the source tree (the SDL is the contract). */
export function schemaFile(moduleFolder: string): string {
  return join(modulesDir, moduleFolder, 'schema.graphql');
}
