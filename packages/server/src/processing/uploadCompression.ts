import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

// Large output chunks: a few hand-overs from the thread pool per file instead
// of hundreds of 16 KB ones, each a callback on the main thread.
const CHUNK_BYTES = 1 << 20;

/** An upload as it is stored. Level 1: tracker CSV still shrinks about 4x, at a fifth of the default level's CPU time. */
export async function compressUpload(content: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await gzipAsync(content, { level: 1, chunkSize: CHUNK_BYTES }));
}

/** A stored upload's original bytes. */
export async function decompressUpload(contentGzip: Uint8Array): Promise<Uint8Array> {
  const bytes = await gunzipAsync(contentGzip, { chunkSize: CHUNK_BYTES });
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
