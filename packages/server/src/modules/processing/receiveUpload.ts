import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Db } from '../../db/database.js';
import { fileParts } from '../../db/tables.js';
import { discardFileParts } from './discardFileParts.js';

/** What is checked of a file before it is stored: its size and its first bytes. */
export interface MeasuredUpload {
  /** The first bytes, for telling the format. */
  head: Uint8Array;
  byteSize: number;
  sha256: string;
}

/** An upload as it is stored: compressed in parts, with what is checked before storing it. */
export interface ReceivedUpload extends MeasuredUpload {
  /** Its gzip's parts (file_parts), owned by nobody until the upload is stored. */
  contentId: string;
  /** The club the parts were written for. */
  clubId: string;
}

/** Where a file's parts are written: the database, for the club whose file it is. */
export interface PartsDestination {
  db: Db;
  clubId: string;
}

type Input = Readable | Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

/** Enough of the file's start for detectFormat (DETECTION_BYTES and then some). */
const HEAD_BYTES = 4096;
// Large output chunks: a few hand-overs from the thread pool per file instead
// of hundreds of 16 KB ones, each a callback on the main thread.
const CHUNK_BYTES = 1 << 20;
/** A part's gzip bytes: one statement's worth, whatever the file's size. */
const PART_BYTES = 1 << 20;

/**
 * Compresses (level 1: tracker CSV still shrinks about 4x, at a fifth of the
 * default level's CPU time, on libuv's threads) and hashes a file while it
 * arrives, and writes its gzip to the database a part at a time as it comes,
 * so the answer does not wait for a second pass over the file, and the server
 * holds neither the file nor its gzip, only the part being written. A file
 * that fails to arrive leaves no part behind.
 */
export async function receiveUpload(chunks: Input, to: PartsDestination): Promise<ReceivedUpload> {
  const contentId = randomUUID();
  const gzip = createGzip({ level: 1, chunkSize: CHUNK_BYTES });
  const written = writeParts(to, contentId, gzip);
  // Awaited below; a failure while the input waits is not left unhandled meanwhile.
  written.catch(() => undefined);
  try {
    const measured = await measureUpload(chunks, async (chunk) => {
      // The writer stopping (a failed statement) must not leave this waiting for room.
      if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), written]);
    });
    gzip.end();
    await written;
    return { ...measured, contentId, clubId: to.clubId };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await discardFileParts(to.db, contentId);
    throw error;
  }
}

/**
 * Reads a file to its end, hashing it and keeping its first bytes; each
 * chunk is handed to `take` (awaited, so it can hold the sender back). Alone,
 * it reads a file that will be refused without storing a byte of it.
 */
export async function measureUpload(
  chunks: Input,
  take: (chunk: Uint8Array) => Promise<void> | void = () => undefined,
): Promise<MeasuredUpload> {
  const hash = createHash('sha256');
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let byteSize = 0;
  for await (const chunk of chunks as AsyncIterable<Uint8Array>) {
    hash.update(chunk);
    byteSize += chunk.length;
    if (headBytes < HEAD_BYTES) {
      head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
      headBytes += head.at(-1)!.length;
    }
    await take(chunk);
  }
  return { head: Buffer.concat(head), byteSize, sha256: hash.digest('hex') };
}

/**
 * Writes the gzip as it comes out, in parts of PART_BYTES (the last one
 * shorter), each inserted before more is taken: while a statement runs, the
 * compressor fills its buffers and then holds the sender back.
 */
async function writeParts(
  { db, clubId }: PartsDestination,
  contentId: string,
  gzip: AsyncIterable<Buffer>,
): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let part = 0;
  const store = async () => {
    const bytes = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await db.insert(fileParts).values({ clubId, contentId, part: part++, gzip: bytes });
  };
  for await (const chunk of gzip) {
    let rest = chunk;
    while (pendingBytes + rest.length >= PART_BYTES) {
      const room = PART_BYTES - pendingBytes;
      pending.push(rest.subarray(0, room));
      pendingBytes += room;
      rest = rest.subarray(room);
      await store();
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0 || part === 0) await store();
}
