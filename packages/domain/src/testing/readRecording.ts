import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * A real tracker recording of the repository's `data/` folder (see its
 * README), its bytes as recorded: a `.gz` file comes back decompressed. For
 * tests only.
 */
export function readRecording(name: string): Uint8Array {
  const bytes = readFileSync(new URL(`../../../../data/${name}`, import.meta.url));
  return new Uint8Array(name.endsWith('.gz') ? gunzipSync(bytes) : bytes);
}
