import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A file of the project's shared data folder (`../shared` beside the
 * repository: real tracker recordings), for tests only.
 */
export function readSharedData(name: string): Uint8Array {
  const path = fileURLToPath(new URL(`../../../../../shared/${name}`, import.meta.url));
  return new Uint8Array(readFileSync(path));
}
