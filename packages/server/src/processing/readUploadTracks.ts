import { importTracks, type ImportFormat, type Track } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { uploads } from '../db/tables.js';
import { decompressUpload } from './uploadCompression.js';

const IMPORT_FORMATS: readonly string[] = ['auto', 'edge', 'gpx', 'fit', 'positions'];

// A positions file holds every athlete's track: its jobs run back to back, so
// the parsed tracks are kept briefly instead of parsing the file once per athlete.
const CACHE_MS = 30_000;
const CACHE_UPLOADS = 4;
const cache = new Map<string, { tracks: Promise<Track[]>; until: number }>();

/** The tracks of a stored upload; throws the importer's ImportError for a bad file. */
export function readUploadTracks(db: Db, upload: { id: string; fileName: string; format: string }) {
  const now = Date.now();
  for (const [id, entry] of cache) if (entry.until < now) cache.delete(id);
  const cached = cache.get(upload.id);
  if (cached) return cached.tracks;
  const tracks = parseUpload(db, upload);
  cache.set(upload.id, { tracks, until: now + CACHE_MS });
  // A failed read (e.g. the database went away) must not stay cached; a bad file may.
  tracks.catch(() => cache.delete(upload.id));
  while (cache.size > CACHE_UPLOADS) cache.delete(cache.keys().next().value!);
  return tracks;
}

async function parseUpload(db: Db, upload: { id: string; fileName: string; format: string }) {
  const [row] = await db
    .select({ contentGzip: uploads.contentGzip })
    .from(uploads)
    .where(eq(uploads.id, upload.id));
  if (!row) throw new Error(`upload ${upload.id} has gone`);
  const bytes = await decompressUpload(row.contentGzip);
  const format = IMPORT_FORMATS.includes(upload.format) ? (upload.format as ImportFormat) : 'auto';
  return importTracks(bytes, {
    format,
    fileName: upload.fileName,
  });
}
