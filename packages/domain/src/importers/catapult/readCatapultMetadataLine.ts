import { printableText } from '../../text/printableText.js';
import type { TrackMetadata } from '../../tracks/track.js';
import { MAX_TRACK_ID_CHARS } from '../importLimits.js';

const decoder = new TextDecoder();

/** The keys of the lines naming the athlete and the device, as exports and people spell them. */
const ATHLETE_KEYS = new Set(['athlete', 'athlete name', 'player', 'player name']);
const DEVICE_KEYS = new Set([
  'device',
  'device id',
  'device serial',
  'device serial number',
  'serial',
  'serial number',
  'unit',
  'sensor',
  'sensor id',
]);

/**
 * Applies one metadata line of a Catapult export (`# Athlete: First Last`,
 * `# Device: 12345`) to the track's metadata: the key in any case and
 * spacing, then ':', '=' or the file's delimiter, the value with or without
 * quotes; a line quoted whole, as a spreadsheet saves it, too. Other keys
 * (the period) and free comments are ignored. Texts are kept printable and
 * short: the device serial becomes the track's id.
 */
export function readCatapultMetadataLine(bytes: Uint8Array, metadata: TrackMetadata): void {
  const text = decoder
    .decode(bytes)
    .trim()
    .replace(/^"?#+\s*/, '');
  const match = /^([A-Za-z][A-Za-z _.-]*?)\s*[:=,;\t]\s*(.*)$/.exec(text);
  if (match === null) return;
  const key = (match[1] ?? '').toLowerCase().replace(/[\s_.-]+/g, ' ');
  const value = printableText(unquoted(match[2] ?? ''), MAX_TRACK_ID_CHARS).trim();
  if (value === '') return;
  if (ATHLETE_KEYS.has(key)) metadata.athleteName = value.replace(/\s+/g, ' ');
  else if (DEVICE_KEYS.has(key)) metadata.deviceSerial = value;
}

/** The value without the empty cells a spreadsheet leaves behind it and without its quotes. */
function unquoted(value: string): string {
  const trimmed = value.replace(/[\s,;\t"]+$/, '').trim();
  return trimmed.replace(/^["']+|["']+$/g, '').trim();
}
