import { ImportError } from '../importError.js';
import { joinBytes } from './joinBytes.js';

/** Called once per line with the line's bytes `[start, end)`, line terminator excluded. */
export type LineHandler = (
  bytes: Uint8Array,
  start: number,
  end: number,
  lineNumber: number,
) => void;

/**
 * A line this long is not a line of samples (those are under 200 bytes);
 * stopping here also bounds what a line costs its parser, e.g. one cell per
 * comma.
 */
export const MAX_LINE_BYTES = 1 << 20;

/**
 * Splits a stream of byte chunks into lines without ever joining the chunks:
 * only a line that straddles chunks is copied, once. Accepts `\n` and `\r\n`
 * endings and skips a UTF-8 byte-order mark. Lines are handed over as bytes
 * so parsers can read numbers without decoding strings.
 */
export async function forEachLine(
  chunks: AsyncIterable<Uint8Array>,
  onLine: LineHandler,
): Promise<void> {
  // The start of a line that straddles chunks, copied: the caller may reuse a chunk's buffer.
  let carry: Uint8Array[] = [];
  let carryBytes = 0;
  let lineNumber = 0;
  const tooLong = (): ImportError =>
    new ImportError('line is longer than 1 MB: not a file of samples', { line: lineNumber + 1 });
  const emit = (bytes: Uint8Array, start: number, end: number): void => {
    if (end - start > MAX_LINE_BYTES) throw tooLong();
    lineNumber++;
    if (end > start && bytes[end - 1] === 13) end--;
    if (lineNumber === 1 && hasByteOrderMark(bytes, start, end)) start += 3;
    onLine(bytes, start, end, lineNumber);
  };
  const keep = (part: Uint8Array): void => {
    carryBytes += part.length;
    if (carryBytes > MAX_LINE_BYTES) throw tooLong();
    carry.push(part.slice());
  };

  for await (const input of chunks) {
    // Node's Buffers and plain byte arrays would make every parser's byte reads polymorphic.
    const chunk = plainBytes(input);
    let position = 0;
    if (carry.length > 0) {
      const newline = chunk.indexOf(10);
      if (newline < 0) {
        keep(chunk);
        continue;
      }
      keep(chunk.subarray(0, newline));
      const joined = joinBytes(carry);
      carry = [];
      carryBytes = 0;
      emit(joined, 0, joined.length);
      position = newline + 1;
    }
    for (let newline = chunk.indexOf(10, position); newline >= 0;) {
      emit(chunk, position, newline);
      position = newline + 1;
      newline = chunk.indexOf(10, position);
    }
    if (position < chunk.length) keep(chunk.subarray(position));
  }
  if (carry.length > 0) {
    const joined = joinBytes(carry);
    emit(joined, 0, joined.length);
  }
}

function plainBytes(chunk: Uint8Array): Uint8Array {
  return Object.getPrototypeOf(chunk) === Uint8Array.prototype
    ? chunk
    : new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function hasByteOrderMark(bytes: Uint8Array, start: number, end: number): boolean {
  return (
    end - start >= 3 &&
    bytes[start] === 0xef &&
    bytes[start + 1] === 0xbb &&
    bytes[start + 2] === 0xbf
  );
}
