import type { TrackMetadata } from '../../tracks/track.js';
import { printableExcerpt } from '../../text/printableExcerpt.js';
import { printableText } from '../../text/printableText.js';
import { ImportError } from '../importError.js';
import { MAX_TRACK_ID_CHARS } from '../importLimits.js';

const decoder = new TextDecoder();

/**
 * Applies one `# key: value` line of an Edge export to the track metadata.
 * Unknown keys and free comments are ignored so newer firmware can add keys.
 * Texts are kept printable and short: the serial becomes the track's id.
 */
export function readEdgeHeaderLine(bytes: Uint8Array, metadata: TrackMetadata, line: number): void {
  const text = decoder.decode(bytes).replace(/^#\s*/, '');
  const colon = text.indexOf(':');
  if (colon < 0) return;
  const key = text.slice(0, colon).trim().toLowerCase();
  const value = text.slice(colon + 1).trim();
  if (key === 'device_serial' && value !== '') {
    metadata.deviceSerial = printableText(value, MAX_TRACK_ID_CHARS);
  } else if (key === 'firmware' && value !== '') {
    metadata.firmware = printableText(value, MAX_TRACK_ID_CHARS);
  } else if (key === 'sample_rate_hz') {
    const rate = Number(value);
    if (value === '' || !(rate > 0 && rate <= 1000)) {
      throw new ImportError(
        `sample_rate_hz '${printableExcerpt(value)}' is not a rate between 0 and 1000 Hz`,
        { line },
      );
    }
    metadata.sampleRateHz = rate;
  }
}
