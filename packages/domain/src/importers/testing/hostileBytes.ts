import fc from 'fast-check';
import { DETECTION_BYTES } from '../detectFormat.js';

const encoder = new TextEncoder();

/**
 * The longest line inserted: four times what format detection reads, and far
 * beyond any message's quote. No importer limit lies between this and the
 * line and token caps (a megabyte and more), so a longer line proves nothing
 * more; and the GPX scanner, fed a few bytes at a time, takes time in the
 * square of a token's length (20 000 bytes took 0.4 s a run).
 */
const HUGE_LINE_BYTES = 4 * DETECTION_BYTES;

/**
 * Byte sequences that have broken importers or what stores their messages:
 * NUL, an overlong NUL, a UTF-8-encoded lone surrogate, a byte that is never
 * UTF-8, ESC, a right-to-left override, a bare CR, a byte-order mark, an
 * entity reference.
 */
const NASTY = [
  [0],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xff],
  [0x1b],
  [0xe2, 0x80, 0xae],
  [13],
  [0xef, 0xbb, 0xbf],
  [...encoder.encode('&#0;')],
].map((bytes) => new Uint8Array(bytes));

/** Header rows mixing the columns of every format, misspelt, quoted, doubled or left out. */
const headers = fc
  .array(
    fc.constantFrom(
      ...['timestamp', 'lat', 'lon', 'tag_id', 'x_m', 'y_m', 'speed_mps', 'heart_rate'],
      ...['time', 'LAT', '"lon"', ' x_m ', '', 'latitude', '<gpx>', '# device_serial: 1'],
    ),
    { maxLength: 7 },
  )
  .map((names) => encoder.encode(names.join(',')));

/** UTF-16 of `text`, little- or big-endian, with or without a byte-order mark. */
export function utf16(text: string, bigEndian: boolean, byteOrderMark: boolean): Uint8Array {
  const units = (byteOrderMark ? '\uFEFF' : '') + text;
  const bytes = new Uint8Array(units.length * 2);
  for (let i = 0; i < units.length; i++) {
    const unit = units.charCodeAt(i);
    bytes[2 * i + (bigEndian ? 1 : 0)] = unit & 0xff;
    bytes[2 * i + (bigEndian ? 0 : 1)] = unit >> 8;
  }
  return bytes;
}

function splice(bytes: Uint8Array, at: number, remove: number, insert: Uint8Array): Uint8Array {
  const start = Math.min(at, bytes.length);
  const end = Math.min(bytes.length, start + remove);
  const result = new Uint8Array(bytes.length - (end - start) + insert.length);
  result.set(bytes.subarray(0, start));
  result.set(insert, start);
  result.set(bytes.subarray(end), start + insert.length);
  return result;
}

/**
 * A file as a careless or hostile uploader might send it, made from a valid
 * one: unchanged, with nasty bytes or a huge line inserted, a byte changed,
 * its first line replaced by another header, cut short and followed by
 * garbage, re-encoded as UTF-16, or replaced by random bytes. Inputs stay small so a few hundred runs take a moment.
 */
export function hostileBytes(valid: fc.Arbitrary<Uint8Array>): fc.Arbitrary<Uint8Array> {
  const position = fc.nat({ max: 4000 });
  return fc.oneof(
    valid,
    fc
      .tuple(valid, position, fc.constantFrom(...NASTY))
      .map(([bytes, at, nasty]) => splice(bytes, at % (bytes.length + 1), 0, nasty)),
    fc
      .tuple(valid, position, fc.integer({ min: 0, max: 255 }))
      .map(([bytes, at, value]) =>
        splice(bytes, at % (bytes.length + 1), 1, new Uint8Array([value])),
      ),
    fc.tuple(valid, headers).map(([bytes, header]) => {
      const newline = bytes.indexOf(10);
      return splice(bytes, 0, newline < 0 ? bytes.length : newline, header);
    }),
    fc
      .tuple(valid, position, fc.uint8Array({ maxLength: 200 }))
      .map(([bytes, at, garbage]) => splice(bytes, at % (bytes.length + 1), bytes.length, garbage)),
    fc
      .tuple(
        valid,
        position,
        fc.integer({ min: 1, max: HUGE_LINE_BYTES }),
        fc.constantFrom('x', ',', '<', '9'),
      )
      .map(([bytes, at, length, unit]) =>
        splice(bytes, at % (bytes.length + 1), 0, encoder.encode(unit.repeat(length))),
      ),
    fc
      .tuple(valid, fc.boolean(), fc.boolean())
      .map(([bytes, bigEndian, mark]) => utf16(new TextDecoder().decode(bytes), bigEndian, mark)),
    fc.uint8Array({ maxLength: 400 }),
  );
}

/** How a parser receives the bytes: whole, or in chunks of 1 to 64 bytes. */
export const chunkSizes = fc.oneof(
  fc.constant(Number.MAX_SAFE_INTEGER),
  fc.integer({ min: 1, max: 64 }),
);
