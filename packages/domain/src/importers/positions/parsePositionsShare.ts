import type { PositionTrack } from '../../tracks/track.js';
import { ImportError } from '../importError.js';
import { MAX_TRACKS_PER_FILE } from '../importLimits.js';
import { float64Column } from '../text/columnBuilder.js';
import { TimestampParser } from '../text/TimestampParser.js';
import { TrackSpan } from '../TrackSpan.js';
import { MAX_POSITION_M } from './parsePositionsCsv.js';
import { PlainRowReader } from './PlainRowReader.js';

/** One of `shares` parts of a positions file: whole tracks, each with its place among all of them. */
export interface PositionsShare {
  /** Tags in the whole file. */
  trackCount: number;
  /** This share's tracks, in the file's order, each with its index among all tracks. */
  tracks: { index: number; track: PositionTrack }[];
}

const HEADER = 'timestamp,tag_id,x_m,y_m';
const NO_LOCATION = {};

/**
 * The tracks of share `share` (0 to shares - 1) of a whole positions file, so
 * that several threads can each read and analyse their own tags: the tag
 * first seen k-th belongs to share k mod shares. Each thread still walks every
 * line but parses only its own rows. Only a file of plain rows (PlainRowReader)
 * of at most MAX_TRACKS_PER_FILE numeric tags, every track within the limits
 * of TrackSpan, is shared: for any other file this is undefined, and
 * parsePositionsCsv, which reads any file and words every error, must read it.
 * Together the shares hold exactly the tracks parsePositionsCsv reads.
 */
export function parsePositionsShare(
  bytes: Uint8Array,
  share: number,
  shares: number,
): PositionsShare | undefined {
  const firstNewline = bytes.indexOf(10);
  if (firstNewline < 0 || !isPlainHeader(bytes, firstNewline)) return undefined;
  const rows = new PlainRowReader(new TimestampParser());
  // Each tag seen, with its track when it is this share's (null when it is another's).
  const tagTracks = new Map<number, ShareTrack | null>();
  const tracks: { index: number; columns: ShareTrack }[] = [];
  let lastTag = -1;
  let lastTrack: ShareTrack | null = null;
  try {
    for (let start = firstNewline + 1; start < bytes.length;) {
      let next = bytes.indexOf(10, start);
      if (next < 0) next = bytes.length;
      const end = next > start && bytes[next - 1] === 13 ? next - 1 : next;
      const row = start;
      start = next + 1;
      if (end === row) continue;
      if (!rows.readTag(bytes, row, end)) return undefined;
      const tag = rows.tag;
      if (tag !== lastTag) {
        let track = tagTracks.get(tag);
        if (track === undefined) {
          if (tagTracks.size === MAX_TRACKS_PER_FILE) return undefined;
          track = tagTracks.size % shares === share ? new ShareTrack(String(tag)) : null;
          if (track !== null) tracks.push({ index: tagTracks.size, columns: track });
          tagTracks.set(tag, track);
        }
        lastTag = tag;
        lastTrack = track;
      }
      // Another share's row: its own reader checks the rest of it.
      if (lastTrack === null) continue;
      if (!rows.readValues(bytes, end)) return undefined;
      const { timeMs, xM, yM } = rows;
      if (!(Math.abs(xM) <= MAX_POSITION_M && Math.abs(yM) <= MAX_POSITION_M)) return undefined;
      lastTrack.add(timeMs, xM, yM);
    }
    if (tagTracks.size === 0) return undefined;
    for (const { columns } of tracks) columns.span.requireDuration();
  } catch (error) {
    // A limit of TrackSpan: parsePositionsCsv words it, at the first line past it in the file.
    if (error instanceof ImportError) return undefined;
    throw error;
  }
  return {
    trackCount: tagTracks.size,
    tracks: tracks.map(({ index, columns }) => ({ index, track: columns.finish() })),
  };
}

class ShareTrack {
  readonly span = new TrackSpan();
  private readonly timeMs = float64Column();
  private readonly xM = float64Column();
  private readonly yM = float64Column();

  constructor(private readonly id: string) {}

  add(timeMs: number, xM: number, yM: number): void {
    // Where a limit is passed does not matter here: parsePositionsCsv reads such a file.
    this.span.add(timeMs, NO_LOCATION);
    this.timeMs.push(timeMs);
    this.xM.push(xM);
    this.yM.push(yM);
  }

  finish(): PositionTrack {
    return {
      kind: 'positions',
      id: this.id,
      timeMs: this.timeMs.finish(),
      xM: this.xM.finish(),
      yM: this.yM.finish(),
      metadata: { format: 'positions' },
    };
  }
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
