import type { PositionTrack } from '../../tracks/track.js';
import { printableExcerpt } from '../../text/printableExcerpt.js';
import { CsvCells } from '../csv/CsvCells.js';
import { cellError } from '../csv/cellError.js';
import { readCsvHeader } from '../csv/readCsvHeader.js';
import { ImportError } from '../importError.js';
import { MAX_TRACKS_PER_FILE } from '../importLimits.js';
import { forEachLine } from '../text/forEachLine.js';
import { parseDecimal } from '../text/parseDecimal.js';
import { TimestampParser } from '../text/TimestampParser.js';
import { checkTagId } from './checkTagId.js';
import { PlainRowReader } from './PlainRowReader.js';
import { TagColumns } from './TagColumns.js';

/**
 * Local-positioning and optical systems report metres on the pitch; anything
 * further than this from the origin is a corrupt value, not a position.
 */
export const MAX_POSITION_M = 10_000;

const REQUIRED = ['timestamp', 'tag_id', 'x_m', 'y_m'] as const;
const TIMESTAMP = 'neither ISO-8601 nor epoch milliseconds';
const COORDINATE = `not a number of metres within ±${MAX_POSITION_M}`;

/**
 * Reads a positions CSV (`timestamp,tag_id,x_m,y_m`, tags interleaved) into
 * one PositionTrack per tag, in order of first appearance. Streams: memory is
 * the output columns plus one chunk. At most MAX_TRACKS_PER_FILE tags, each
 * within the caps of TrackSpan; a tag id is printable text, because it is
 * matched exactly against the athletes the uploader assigned to it.
 */
export async function parsePositionsCsv(
  chunks: AsyncIterable<Uint8Array>,
): Promise<PositionTrack[]> {
  const cells = new CsvCells();
  const timestamps = new TimestampParser();
  const tagsByNumber = new Map<number, TagColumns>();
  const tagsByText = new Map<string, TagColumns>();
  const tags: TagColumns[] = [];
  let column: Record<(typeof REQUIRED)[number], number> | undefined;
  let minCells = 0;
  const plainRows = new PlainRowReader(timestamps);
  // Columns in the order trackers write them: most rows can take PlainRowReader's single pass.
  let plainLayout = false;
  // Rows of one tag usually come in runs: remember the last tag to skip the map lookup.
  let lastNumber = -1;
  let last: TagColumns | undefined;

  const tagFor = (index: number, line: number): TagColumns => {
    const key = tagNumber(cells, index);
    if (key >= 0 && key === lastNumber && last !== undefined) return last;
    const id = key >= 0 ? undefined : cells.text(index);
    let tag = id === undefined ? tagsByNumber.get(key) : tagsByText.get(id);
    if (tag === undefined) {
      const text = id ?? cells.text(index);
      checkTagId(text, 'tag_id', line);
      if (tags.length === MAX_TRACKS_PER_FILE) {
        throw new ImportError(
          `the file has more than ${MAX_TRACKS_PER_FILE} tags: tag '${printableExcerpt(text)}' ` +
            `is tag ${MAX_TRACKS_PER_FILE + 1}; a positions file holds one session's tags`,
          { line },
        );
      }
      tag = new TagColumns(text);
      if (id === undefined) tagsByNumber.set(key, tag);
      else tagsByText.set(id, tag);
      tags.push(tag);
    }
    lastNumber = key;
    last = tag;
    return tag;
  };

  await forEachLine(chunks, (bytes, start, end, line) => {
    if (start === end) return;
    if (column === undefined) {
      cells.split(bytes, start, end);
      column = readCsvHeader(cells, REQUIRED, [], line);
      minCells = Math.max(...Object.values(column)) + 1;
      plainLayout = REQUIRED.every((name, index) => column?.[name] === index);
      return;
    }
    if (plainLayout && plainRows.read(bytes, start, end)) {
      const { timeMs, xM, yM } = plainRows;
      const key = plainRows.tag;
      const tag = key === lastNumber && last !== undefined ? last : tagsByNumber.get(key);
      // A new tag or a value out of range takes the general way below, with its checks and errors.
      if (tag !== undefined && Math.abs(xM) <= MAX_POSITION_M && Math.abs(yM) <= MAX_POSITION_M) {
        lastNumber = key;
        last = tag;
        tag.add(timeMs, xM, yM, { line });
        return;
      }
    }
    const count = cells.split(bytes, start, end);
    if (count < minCells) {
      throw new ImportError(`row has ${count} columns, the header has ${minCells}`, { line });
    }
    const timeMs = timestamps.parse(
      bytes,
      cells.start(column.timestamp),
      cells.end(column.timestamp),
    );
    if (Number.isNaN(timeMs))
      throw cellError(cells, column.timestamp, 'timestamp', TIMESTAMP, line);
    const xM = parseDecimal(bytes, cells.start(column.x_m), cells.end(column.x_m));
    if (!(Math.abs(xM) <= MAX_POSITION_M))
      throw cellError(cells, column.x_m, 'x_m', COORDINATE, line);
    const yM = parseDecimal(bytes, cells.start(column.y_m), cells.end(column.y_m));
    if (!(Math.abs(yM) <= MAX_POSITION_M))
      throw cellError(cells, column.y_m, 'y_m', COORDINATE, line);
    if (cells.isEmpty(column.tag_id)) throw new ImportError('tag_id is empty', { line });
    const tag = tagFor(column.tag_id, line);
    tag.add(timeMs, xM, yM, { line });
  });

  if (column === undefined) throw new ImportError('empty file: no header row');
  if (tags.length === 0) throw new ImportError('no samples: the file has a header but no rows');
  for (const tag of tags) tag.span.requireDuration();
  return tags.map((tag) => tag.finish());
}

/** A plain decimal tag id (no leading zero) as a number, so the lookup needs no string; else -1. */
function tagNumber(cells: CsvCells, index: number): number {
  const start = cells.start(index);
  const end = cells.end(index);
  if (end - start > 12 || end === start) return -1;
  const bytes = cells.source;
  if (bytes[start] === 48 && end - start > 1) return -1;
  let value = 0;
  for (let i = start; i < end; i++) {
    const d = (bytes[i] ?? 0) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}
