/**
 * The bytes as two chunks split at `at`, each a fresh copy: reading a file
 * split at every byte boundary in turn must give the same tracks.
 */
export async function* splitAt(bytes: Uint8Array, at: number): AsyncGenerator<Uint8Array> {
  yield await Promise.resolve(bytes.slice(0, at));
  yield bytes.slice(at);
}
