import type { GpsTrack, TrackMetadata } from '../tracks/track.js';

const HEADER = 'timestamp,lat,lon,speed_mps,hdop,satellites,heart_rate';
const MS_PER_DAY = 86_400_000;
const MAX_ROW_BYTES = 128;
const COMMA = 44;
const NEWLINE = 10;
const ZERO = 48;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The Touchline Edge export of a GPS track: `# key: value` lines
 * (device_serial, firmware, sample_rate_hz), the header row, then one row per
 * fix with an ISO-8601 UTC timestamp; optional columns the track lacks, or
 * NaN values, are left empty. Latitude and longitude get seven decimals
 * (about 1 cm), as receivers report them; speed and HDOP two. Rows are
 * written as ASCII bytes into one buffer: a match for a squad is tens of
 * megabytes, and per-row strings would dominate the simulation's time.
 */
export function writeEdgeCsv(track: GpsTrack, metadata: Partial<TrackMetadata> = {}): string {
  const meta = { ...track.metadata, ...metadata };
  const head = [`# device_serial: ${meta.deviceSerial ?? track.id}`];
  if (meta.firmware !== undefined) head.push(`# firmware: ${meta.firmware}`);
  if (meta.sampleRateHz !== undefined) head.push(`# sample_rate_hz: ${meta.sampleRateHz}`);
  head.push(HEADER, '');
  const headBytes = encoder.encode(head.join('\n'));
  const { timeMs, latitudeDeg, longitudeDeg, speedMps, hdop, satellites, heartRateBpm } = track;
  const out = new Uint8Array(headBytes.length + timeMs.length * MAX_ROW_BYTES);
  out.set(headBytes);
  let at = headBytes.length;
  // Date runs once a day; the rest of the timestamp is digits.
  let dayStartMs = NaN;
  let dayPrefix = new Uint8Array(0);
  for (let i = 0; i < timeMs.length; i++) {
    const t = Math.round(timeMs[i]!);
    if (!(t >= dayStartMs && t < dayStartMs + MS_PER_DAY)) {
      dayStartMs = Math.floor(t / MS_PER_DAY) * MS_PER_DAY;
      dayPrefix = encoder.encode(new Date(dayStartMs).toISOString().slice(0, 11));
    }
    out.set(dayPrefix, at);
    at += dayPrefix.length;
    const ms = t - dayStartMs;
    at = writeDigits(out, at, Math.floor(ms / 3_600_000), 2);
    out[at++] = 58; // :
    at = writeDigits(out, at, Math.floor(ms / 60_000) % 60, 2);
    out[at++] = 58;
    at = writeDigits(out, at, Math.floor(ms / 1000) % 60, 2);
    out[at++] = 46; // .
    at = writeDigits(out, at, ms % 1000, 3);
    out[at++] = 90; // Z
    out[at++] = COMMA;
    at = writeDecimal(out, at, latitudeDeg[i]!, 7);
    out[at++] = COMMA;
    at = writeDecimal(out, at, longitudeDeg[i]!, 7);
    out[at++] = COMMA;
    at = writeOptional(out, at, speedMps, i, 2);
    out[at++] = COMMA;
    at = writeOptional(out, at, hdop, i, 2);
    out[at++] = COMMA;
    at = writeOptional(out, at, satellites, i, 0);
    out[at++] = COMMA;
    at = writeOptional(out, at, heartRateBpm, i, 0);
    out[at++] = NEWLINE;
  }
  return decoder.decode(out.subarray(0, at));
}

function writeOptional(
  out: Uint8Array,
  at: number,
  column: Float32Array | undefined,
  i: number,
  digits: number,
): number {
  const value = column?.[i];
  return value === undefined || Number.isNaN(value) ? at : writeDecimal(out, at, value, digits);
}

const SCALES = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000];

/** Writes value.toFixed(digits) (digits 0-7) as ASCII; returns the new end. */
function writeDecimal(out: Uint8Array, at: number, value: number, digits: number): number {
  const scale = SCALES[digits]!;
  const scaled = Math.round(Math.abs(value) * scale);
  if (!(scaled < 1e15)) {
    const text = encoder.encode(value.toFixed(digits).slice(0, MAX_ROW_BYTES / 4));
    out.set(text, at);
    return at + text.length;
  }
  if (value < 0 && scaled !== 0) out[at++] = 45; // -
  const whole = Math.floor(scaled / scale);
  at = writeDigits(out, at, whole, 1);
  if (digits === 0) return at;
  out[at++] = 46; // .
  return writeDigits(out, at, scaled - whole * scale, digits);
}

/** Writes a non-negative integer with at least minDigits digits (zero-padded); returns the new end. */
function writeDigits(out: Uint8Array, at: number, value: number, minDigits: number): number {
  let count = 1;
  for (let v = value; v >= 10; v = Math.floor(v / 10)) count++;
  count = Math.max(count, minDigits);
  let v = value;
  for (let k = count - 1; k >= 0; k--) {
    out[at + k] = ZERO + (v % 10);
    v = Math.floor(v / 10);
  }
  return at + count;
}
