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

/** The rows a tag's columns first have room for. */
const FIRST_ROWS = 16_384;
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
 * through one small buffer. Rows go straight to their tag's columns, in one
 * monomorphic loop; trackers write long runs of one tag, so the loop changes
 * columns rarely. A tag's columns are sized from its share of the file read
 * so far: memory that is never written costs nothing, and a copy to larger
 * columns is rare.
 */
export class PlainPositionsReader {
  private readonly tagIds: number[] = [];
  private readonly tags: TagColumns[] = [];
  private readonly rowReader = new PlainRowReader(new TimestampParser());
  /** Bytes of the pieces read before this one. */
  private bytesRead = 0;

  /** `fileBytes`: the size of the whole file. */
  constructor(private readonly fileBytes: number) {}

  /**
   * Reads a piece of whole lines: one loop that the JIT compiles once. False
   * at the first row that is not plain, or a tag too many.
   */
  read(bytes: Uint8Array): boolean {
    const reader = this.rowReader;
    let tag: TagColumns | undefined;
    let lastTag = -1;
    let count = 0;
    let timeMs: Float64Array = new Float64Array(0);
    let xM = timeMs;
    let yM = timeMs;
    for (let at = 0; at < bytes.length;) {
      // An empty line (as parsePositionsCsv, which skips it, sees one).
      const first = bytes[at];
      if (first === 10 || (first === 13 && (at + 1 === bytes.length || bytes[at + 1] === 10))) {
        at += first === 10 ? 1 : 2;
        continue;
      }
      const rowStart = at;
      at = reader.readLine(bytes, at);
      if (at < 0) return false;
      const x = reader.xM;
      const y = reader.yM;
      if (!(Math.abs(x) <= MAX_POSITION_M && Math.abs(y) <= MAX_POSITION_M)) return false;
      if (reader.tag !== lastTag || count === timeMs.length) {
        if (tag !== undefined) tag.count = count;
        tag = this.columnsFor(reader.tag, this.bytesRead + rowStart);
        if (tag === undefined) return false;
        ({ count, timeMs, xM, yM } = tag);
        lastTag = reader.tag;
      }
      timeMs[count] = reader.timeMs;
      xM[count] = x;
      yM[count++] = y;
    }
    if (tag !== undefined) tag.count = count;
    this.bytesRead += bytes.length;
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
   * The columns of `tagId` (a new tag added) with room for one more row;
   * undefined past MAX_TRACKS_PER_FILE tags or MAX_SAMPLES_PER_TRACK rows. A method of its own: the loop's
   * compiled code needs no path for what is rare. `bytesRead`: the bytes
   * before the row, for how many rows the tag's share of them promises.
   */
  private columnsFor(tagId: number, bytesRead: number): TagColumns | undefined {
    let index = this.tagIds.indexOf(tagId);
    if (index < 0) {
      if (this.tagIds.length === MAX_TRACKS_PER_FILE) return undefined;
      index = this.tagIds.push(tagId) - 1;
      this.tags.push({ count: 0, ...columns(0) });
    }
    const tag = this.tags[index] as TagColumns;
    if (tag.count === tag.timeMs.length) {
      // Past TrackSpan's limit the general reader reads the file, and says so at the line.
      if (tag.count > MAX_SAMPLES_PER_TRACK) return undefined;
      this.makeRoom(tag, bytesRead);
    }
    return tag;
  }

  /**
   * Larger columns: a new tag's first FIRST_ROWS, then room for the rows the
   * rest of the file promises at the tag's rate so far (at least twice as
   * many), never more than the file can hold or a track may have.
   */
  private makeRoom(tag: TagColumns, bytesRead: number): void {
    const promised =
      tag.count === 0
        ? FIRST_ROWS
        : Math.ceil(((tag.count * this.fileBytes) / bytesRead) * ROOM_FACTOR) + ROOM_ROWS;
    const rowsAtMost = Math.min(
      Math.ceil(this.fileBytes / MIN_ROW_BYTES) + 1,
      MAX_SAMPLES_PER_TRACK + 1,
    );
    const larger = columns(Math.min(rowsAtMost, Math.max(promised, tag.count * 2)));
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
