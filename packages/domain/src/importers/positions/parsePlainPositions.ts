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
 * command has in memory. Only such a file, of at most MAX_TRACKS_PER_FILE
 * numeric tags, every track within the limits of TrackSpan, is read: for any
 * other this is undefined, and parsePositionsCsv, which reads any file and
 * words every error, must read it. What it reads, it reads exactly as
 * parsePositionsCsv does.
 */
export function parsePlainPositions(bytes: Uint8Array): PositionTrack[] | undefined {
  const firstNewline = bytes.indexOf(10);
  if (firstNewline < 0 || !isPlainHeader(bytes, firstNewline)) return undefined;
  const rows = readRows(bytes, firstNewline + 1);
  if (rows === undefined || rows.tagIds.length === 0) return undefined;
  return splitByTag(rows);
}

/**
 * Every row in file order, in blocks of consecutive rows of one tag: block b
 * is rows [blockStarts[b], blockStarts[b + 1]) (the last one ends at
 * `count`), of the tag at index blockTags[b] of `tagIds` (in order of first
 * appearance). Trackers write long blocks: they are copied whole.
 */
interface PlainRows {
  count: number;
  timeMs: Float64Array;
  xM: Float64Array;
  yM: Float64Array;
  blockStarts: number[];
  blockTags: number[];
  tagIds: number[];
}

/** Shorter blocks are copied value by value: a call per block would cost more. */
const MIN_COPIED_BLOCK = 32;

/**
 * The rows from `start` into flat columns, sized from the file's length so
 * that the loop never grows them: one monomorphic loop that the JIT compiles
 * once. Undefined at the first row that is not plain.
 */
function readRows(bytes: Uint8Array, start: number): PlainRows | undefined {
  const capacity = Math.ceil((bytes.length - start) / MIN_ROW_BYTES) + 1;
  const timeMs = new Float64Array(capacity);
  const xM = new Float64Array(capacity);
  const yM = new Float64Array(capacity);
  const blockStarts: number[] = [];
  const blockTags: number[] = [];
  const tagIds: number[] = [];
  const reader = new PlainRowReader(new TimestampParser());
  let count = 0;
  let lastTag = -1;
  for (let at = start; at < bytes.length;) {
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
      const index = indexOfTag(tagIds, tag);
      if (index < 0) return undefined;
      blockStarts.push(count);
      blockTags.push(index);
      lastTag = tag;
    }
    timeMs[count] = reader.timeMs;
    xM[count] = x;
    yM[count++] = y;
  }
  return { count, timeMs, xM, yM, blockStarts, blockTags, tagIds };
}

/**
 * The tag's index, a new tag added; -1 past MAX_TRACKS_PER_FILE. A function of
 * its own: a new tag is rare, and the loop's compiled code needs no path for it.
 */
function indexOfTag(tagIds: number[], tag: number): number {
  const index = tagIds.indexOf(tag);
  if (index >= 0) return index;
  if (tagIds.length === MAX_TRACKS_PER_FILE) return -1;
  return tagIds.push(tag) - 1;
}

/**
 * One track per tag, its rows in file order; undefined when a track passes a
 * limit of TrackSpan (parsePositionsCsv words it, at the first line past it).
 */
function splitByTag(rows: PlainRows): PositionTrack[] | undefined {
  const { count, blockStarts, blockTags, tagIds } = rows;
  const blockEnd = (b: number): number => blockStarts[b + 1] ?? count;
  const sizes = new Array<number>(tagIds.length).fill(0);
  blockTags.forEach((t, b) => {
    sizes[t] = (sizes[t] as number) + blockEnd(b) - (blockStarts[b] as number);
  });
  const tracks = tagIds.map((tag, t): PositionTrack => {
    const size = sizes[t] as number;
    return {
      kind: 'positions',
      id: String(tag),
      timeMs: new Float64Array(size),
      xM: new Float64Array(size),
      yM: new Float64Array(size),
      metadata: { format: 'positions' },
    };
  });
  const filled = new Array<number>(tagIds.length).fill(0);
  blockTags.forEach((t, b) => {
    const track = tracks[t] as PositionTrack;
    const from = blockStarts[b] as number;
    const to = blockEnd(b);
    const at = filled[t] as number;
    copyRows(rows.timeMs, from, to, track.timeMs, at);
    copyRows(rows.xM, from, to, track.xM, at);
    copyRows(rows.yM, from, to, track.yM, at);
    filled[t] = at + to - from;
  });
  return tracks.every(withinLimits) ? tracks : undefined;
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
