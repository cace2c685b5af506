import type { TimestampParser } from '../text/TimestampParser.js';

/**
 * An xsd:dateTime (ISO 8601) as epoch milliseconds, NaN for anything else:
 * TimestampParser also reads bare numbers, which would silently become
 * milliseconds. A time without an offset is UTC.
 */
export function parseXmlDateTime(timestamps: TimestampParser, bytes: Uint8Array): number {
  const iso = bytes.length >= 10 && bytes[4] === 45; /* - */
  return iso ? timestamps.parse(bytes, 0, bytes.length) : NaN;
}
