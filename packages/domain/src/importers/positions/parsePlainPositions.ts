import type { PositionTrack } from '../../tracks/track.js';
import {
  MAX_SAMPLES_PER_TRACK,
  MAX_TRACK_DURATION_MS,
  MAX_TRACKS_PER_FILE,
} from '../importLimits.js';
import { TimestampParser } from '../text/TimestampParser.js';
import { MAX_POSITION_M } from './parsePositionsCsv.js';
import { PlainRowReader } from './PlainRowReader.js';

const HEADER = 'timestamp,tag_id,x_m,y_m';
/** The shortest plain row and its line end: `2013-11-07T21:05:23.687Z,1,0,0\n`. */
const MIN_ROW_BYTES = 31;

/**
 * The tracks of a whole positions file of plain rows (PlainRowReader): one
 * pass over its bytes, with no cell splitting, for a large file that a
 * command reads. Only such a file, of at most MAX_TRACKS_PER_FILE numeric
 * tags, every track within the limits of TrackSpan, is read: for any other
 * this is undefined, and parsePositionsCsv, which reads any file and words
 * every error, must read it. What it reads, it reads exactly as
 * parsePositionsCsv does.
 */
export function parsePlainPositions(bytes: Uint8Array): PositionTrack[] | undefined {
  const start = plainRowsStart(bytes);
  if (start < 0) return undefined;
  const reader = new PlainPositionsReader(bytes.length);
  return reader.read(bytes.subarray(start)) ? reader.tracks() : undefined;
}

/** Where the rows begin after a plain header (`timestamp,tag_id,x_m,y_m`, any case); -1 without one. */
export function plainRowsStart(bytes: Uint8Array): number {
  const newline = bytes.indexOf(10);
  return newline >= 0 && isPlainHeader(bytes, newline) ? newline + 1 : -1;
}

/** Shorter blocks are copied value by value: a call per block would cost more. */
const MIN_COPIED_BLOCK = 32;
/** Room a tag's columns get beyond the rows its share of the file so far promises. */
const ROOM_FACTOR = 1.1;
const ROOM_ROWS = 1024;

/** One tag's rows so far; the columns have room for more (views of their first `count` are the track). */
interface TagColumns {
  count: number;
  timeMs: Float64Array;
  xM: Float64Array;
  yM: Float64Array;
}

/**
 * Reads a file of plain rows piece by piece, each piece whole lines in file
 * order, into one track per tag, so that a command can read a large file
 * through one small buffer. A piece's rows go into flat columns (kept for
 * the next piece) in one monomorphic loop, in blocks of consecutive rows of
 * one tag, which are then copied whole to the tag's columns. A tag's columns
 * are sized from its share of the file read so far: memory that is never
 * written costs nothing, and a copy to larger columns is rare.
 */
export class PlainPositionsReader {
  private readonly tagIds: number[] = [];
  private readonly tags: TagColumns[] = [];
  private readonly rowReader = new PlainRowReader(new TimestampParser());
  private rows = columns(0);
  private bytesRead = 0;

  /** `fileBytes`: the size of the whole file. */
  constructor(private readonly fileBytes: number) {}

  /** Reads a piece of whole lines; false at the first row that is not plain, or a tag too many. */
  read(lines: Uint8Array): boolean {
    const capacity = Math.ceil(lines.length / MIN_ROW_BYTES) + 1;
    if (this.rows.timeMs.length < capacity) this.rows = columns(capacity);
    this.bytesRead += lines.length;
    const blocks = this.readRows(lines);
    if (blocks === undefined) return false;
    const { blockStarts, blockTags, count } = blocks;
    for (let b = 0; b < blockStarts.length; b++) {
      const from = blockStarts[b] as number;
      this.append(blockTags[b] as number, from, blockStarts[b + 1] ?? count);
    }
    return true;
  }

  /** One track per tag, in order of first appearance; undefined when a track passes a limit of TrackSpan. */
  tracks(): PositionTrack[] | undefined {
    if (this.tags.length === 0) return undefined;
    const tracks = this.tagIds.map((tag, t): PositionTrack => {
      const { count, timeMs, xM, yM } = this.tags[t] as TagColumns;
      return {
        kind: 'positions',
        id: String(tag),
        timeMs: timeMs.subarray(0, count),
        xM: xM.subarray(0, count),
        yM: yM.subarray(0, count),
        metadata: { format: 'positions' },
      };
    });
    return tracks.every(withinLimits) ? tracks : undefined;
  }

  /**
   * The piece's rows into `rows`, from its start: one monomorphic loop that
   * the JIT compiles once. Block b is rows [blockStarts[b], blockStarts[b +
   * 1]) (the last one ends at `count`) of the tag at index blockTags[b].
   */
  private readRows(
    bytes: Uint8Array,
  ): { count: number; blockStarts: number[]; blockTags: number[] } | undefined {
    const { timeMs, xM, yM } = this.rows;
    const reader = this.rowReader;
    const blockStarts: number[] = [];
    const blockTags: number[] = [];
    let count = 0;
    let lastTag = -1;
    for (let at = 0; at < bytes.length;) {
      // An empty line (as parsePositionsCsv, which skips it, sees one).
      const first = bytes[at];
      if (first === 10 || (first === 13 && (at + 1 === bytes.length || bytes[at + 1] === 10))) {
        at += first === 10 ? 1 : 2;
        continue;
      }
      at = reader.readLine(bytes, at);
      if (at < 0) return undefined;
      const x = reader.xM;
      const y = reader.yM;
      if (!(Math.abs(x) <= MAX_POSITION_M && Math.abs(y) <= MAX_POSITION_M)) return undefined;
      const tag = reader.tag;
      if (tag !== lastTag) {
        const index = this.indexOfTag(tag);
        if (index < 0) return undefined;
        blockStarts.push(count);
        blockTags.push(index);
        lastTag = tag;
      }
      timeMs[count] = reader.timeMs;
      xM[count] = x;
      yM[count++] = y;
    }
    return { count, blockStarts, blockTags };
  }

  /**
   * The tag's index, a new tag added; -1 past MAX_TRACKS_PER_FILE. A method of
   * its own: a new tag is rare, and the loop's compiled code needs no path for it.
   */
  private indexOfTag(tag: number): number {
    const index = this.tagIds.indexOf(tag);
    if (index >= 0) return index;
    if (this.tagIds.length === MAX_TRACKS_PER_FILE) return -1;
    this.tags.push({ count: 0, ...columns(0) });
    return this.tagIds.push(tag) - 1;
  }

  /** Rows [from, to) of `rows` to the end of tag t's columns. */
  private append(t: number, from: number, to: number): void {
    const tag = this.tags[t] as TagColumns;
    const at = tag.count;
    if (at + to - from > tag.timeMs.length) this.makeRoom(tag, at + to - from);
    copyRows(this.rows.timeMs, from, to, tag.timeMs, at);
    copyRows(this.rows.xM, from, to, tag.xM, at);
    copyRows(this.rows.yM, from, to, tag.yM, at);
    tag.count = at + to - from;
  }

  /** Larger columns for `needed` rows, with room for the rows the rest of the file promises at the tag's rate so far. */
  private makeRoom(tag: TagColumns, needed: number): void {
    const promised = Math.ceil(((needed * this.fileBytes) / this.bytesRead) * ROOM_FACTOR);
    const larger = columns(Math.max(needed, promised, tag.timeMs.length * 2) + ROOM_ROWS);
    larger.timeMs.set(tag.timeMs.subarray(0, tag.count));
    larger.xM.set(tag.xM.subarray(0, tag.count));
    larger.yM.set(tag.yM.subarray(0, tag.count));
    Object.assign(tag, larger);
  }
}

function columns(capacity: number): { timeMs: Float64Array; xM: Float64Array; yM: Float64Array } {
  return {
    timeMs: new Float64Array(capacity),
    xM: new Float64Array(capacity),
    yM: new Float64Array(capacity),
  };
}

function copyRows(
  column: Float64Array,
  from: number,
  to: number,
  target: Float64Array,
  at: number,
): void {
  if (to - from >= MIN_COPIED_BLOCK) {
    target.set(column.subarray(from, to), at);
    return;
  }
  for (let r = from; r < to; r++) target[at + r - from] = column[r] as number;
}

/** TrackSpan's limits: samples, time spanned, and more than one time. */
function withinLimits(track: PositionTrack): boolean {
  const { timeMs } = track;
  let earliest = Infinity;
  let latest = -Infinity;
  for (let k = 0; k < timeMs.length; k++) {
    const t = timeMs[k] as number;
    if (t < earliest) earliest = t;
    if (t > latest) latest = t;
  }
  return (
    timeMs.length <= MAX_SAMPLES_PER_TRACK &&
    latest - earliest <= MAX_TRACK_DURATION_MS &&
    latest > earliest
  );
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
