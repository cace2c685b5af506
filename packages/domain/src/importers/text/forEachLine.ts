import { ImportError } from '../importError.js';

/** Called once per line with the line's bytes `[start, end)`, line terminator excluded. */
export type LineHandler = (
  bytes: Uint8Array,
  start: number,
  end: number,
  lineNumber: number,
) => void;

/** A line this long is not a line of samples; stop before it exhausts memory. */
const MAX_LINE_BYTES = 1 << 24;

/**
 * Splits a stream of byte chunks into lines without ever joining the chunks:
 * only a line that straddles two chunks is copied. Accepts `\n` and `\r\n`
 * endings and skips a UTF-8 byte-order mark. Lines are handed over as bytes
 * so parsers can read numbers without decoding strings.
 */
export async function forEachLine(
  chunks: AsyncIterable<Uint8Array>,
  onLine: LineHandler,
): Promise<void> {
  let carry: Uint8Array | undefined;
  let lineNumber = 0;
  const emit = (bytes: Uint8Array, start: number, end: number): void => {
    lineNumber++;
    if (end > start && bytes[end - 1] === 13) end--;
    if (lineNumber === 1 && hasByteOrderMark(bytes, start, end)) start += 3;
    onLine(bytes, start, end, lineNumber);
  };

  for await (const chunk of chunks) {
    let position = 0;
    if (carry !== undefined) {
      const newline = chunk.indexOf(10);
      if (newline < 0) {
        carry = concat(carry, chunk, chunk.length);
        if (carry.length > MAX_LINE_BYTES) {
          throw new ImportError('line is longer than 16 MB: not a file of samples', {
            line: lineNumber + 1,
          });
        }
        continue;
      }
      const joined = concat(carry, chunk, newline);
      carry = undefined;
      emit(joined, 0, joined.length);
      position = newline + 1;
    }
    for (let newline = chunk.indexOf(10, position); newline >= 0;) {
      emit(chunk, position, newline);
      position = newline + 1;
      newline = chunk.indexOf(10, position);
    }
    // Copy the partial last line: the caller may reuse the chunk's buffer.
    if (position < chunk.length) carry = chunk.slice(position);
  }
  if (carry !== undefined && carry.length > 0) emit(carry, 0, carry.length);
}

function concat(head: Uint8Array, chunk: Uint8Array, count: number): Uint8Array {
  const joined = new Uint8Array(head.length + count);
  joined.set(head);
  joined.set(chunk.subarray(0, count), head.length);
  return joined;
}

function hasByteOrderMark(bytes: Uint8Array, start: number, end: number): boolean {
  return (
    end - start >= 3 &&
    bytes[start] === 0xef &&
    bytes[start + 1] === 0xbb &&
    bytes[start + 2] === 0xbf
  );
}
