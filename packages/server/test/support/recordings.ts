import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const unpacked = new Map<string, string>();

/**
 * The path of a real recording of the repository's `data/` folder, for
 * commands that read files; a `.gz` one is unpacked once into a temporary
 * folder, under its name without `.gz`.
 */
export function recordingPath(name: string): string {
  const stored = fileURLToPath(new URL(`../../../../data/${name}`, import.meta.url));
  if (!name.endsWith('.gz')) return stored;
  let path = unpacked.get(name);
  if (!path) {
    path = join(mkdtempSync(join(tmpdir(), 'touchline-recording-')), name.slice(0, -3));
    writeFileSync(path, gunzipSync(readFileSync(stored)));
    unpacked.set(name, path);
  }
  return path;
}

/** A recording's bytes as recorded. */
export function readRecording(name: string): Buffer {
  return readFileSync(recordingPath(name));
}
