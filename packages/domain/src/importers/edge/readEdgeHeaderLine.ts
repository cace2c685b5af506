import type { TrackMetadata } from '../../tracks/track.js';
import { ImportError } from '../importError.js';

const decoder = new TextDecoder();

/**
 * Applies one `# key: value` line of an Edge export to the track metadata.
 * Unknown keys and free comments are ignored so newer firmware can add keys.
 */
export function readEdgeHeaderLine(bytes: Uint8Array, metadata: TrackMetadata, line: number): void {
  const text = decoder.decode(bytes).replace(/^#\s*/, '');
  const colon = text.indexOf(':');
  if (colon < 0) return;
  const key = text.slice(0, colon).trim().toLowerCase();
  const value = text.slice(colon + 1).trim();
  if (key === 'device_serial' && value !== '') metadata.deviceSerial = value;
  else if (key === 'firmware' && value !== '') metadata.firmware = value;
  else if (key === 'sample_rate_hz') {
    const rate = Number(value);
    if (value === '' || !(rate > 0 && rate <= 1000)) {
      throw new ImportError(`sample_rate_hz '${value}' is not a rate between 0 and 1000 Hz`, {
        line,
      });
    }
    metadata.sampleRateHz = rate;
  }
}
