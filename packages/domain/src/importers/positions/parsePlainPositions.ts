import type { PositionTrack } from '../../tracks/track.js';
import { ImportError } from '../importError.js';
import { MAX_TRACKS_PER_FILE } from '../importLimits.js';
import { TimestampParser } from '../text/TimestampParser.js';
import { MAX_POSITION_M } from './parsePositionsCsv.js';
import { PlainRowReader } from './PlainRowReader.js';
import { TagColumns } from './TagColumns.js';

const HEADER = 'timestamp,tag_id,x_m,y_m';
const NO_LOCATION = {};

/**
 * The tracks of a whole positions file of plain rows (PlainRowReader): one
 * pass over its bytes, with no cell splitting, for a large file that a
 * command has in memory. Only such a file, of at most MAX_TRACKS_PER_FILE
 * numeric tags, every track within the limits of TrackSpan, is read: for any
 * other this is undefined, and parsePositionsCsv, which reads any file and
 * words every error, must read it. What it reads, it reads exactly as
 * parsePositionsCsv does.
 */
export function parsePlainPositions(bytes: Uint8Array): PositionTrack[] | undefined {
  const firstNewline = bytes.indexOf(10);
  if (firstNewline < 0 || !isPlainHeader(bytes, firstNewline)) return undefined;
  const rows = new PlainRowReader(new TimestampParser());
  const tracksByTag = new Map<number, TagColumns>();
  const tracks: TagColumns[] = [];
  let lastTag = -1;
  let lastTrack: TagColumns | undefined;
  try {
    for (let start = firstNewline + 1; start < bytes.length;) {
      let next = bytes.indexOf(10, start);
      if (next < 0) next = bytes.length;
      const end = next > start && bytes[next - 1] === 13 ? next - 1 : next;
      const row = start;
      start = next + 1;
      if (end === row) continue;
      if (!rows.read(bytes, row, end)) return undefined;
      const { tag, timeMs, xM, yM } = rows;
      if (!(Math.abs(xM) <= MAX_POSITION_M && Math.abs(yM) <= MAX_POSITION_M)) return undefined;
      if (tag !== lastTag || lastTrack === undefined) {
        lastTrack = tracksByTag.get(tag);
        if (lastTrack === undefined) {
          if (tracks.length === MAX_TRACKS_PER_FILE) return undefined;
          lastTrack = new TagColumns(String(tag));
          tracksByTag.set(tag, lastTrack);
          tracks.push(lastTrack);
        }
        lastTag = tag;
      }
      // Where a limit is passed does not matter here: parsePositionsCsv reads such a file.
      lastTrack.add(timeMs, xM, yM, NO_LOCATION);
    }
    if (tracks.length === 0) return undefined;
    for (const track of tracks) track.span.requireDuration();
  } catch (error) {
    // A limit of TrackSpan: parsePositionsCsv words it, at the first line past it in the file.
    if (error instanceof ImportError) return undefined;
    throw error;
  }
  return tracks.map((track) => track.finish());
}

/** The header as parsePositionsCsv finds the columns in PlainRowReader's order (any case). */
function isPlainHeader(bytes: Uint8Array, newline: number): boolean {
  const end = newline > 0 && bytes[newline - 1] === 13 ? newline - 1 : newline;
  if (end !== HEADER.length) return false;
  for (let i = 0; i < end; i++) {
    const byte = bytes[i] as number;
    const lower = byte >= 65 && byte <= 90 ? byte + 32 : byte;
    if (lower !== HEADER.charCodeAt(i)) return false;
  }
  return true;
}
