import { expect, it } from 'vitest';
import type { TrackMetadata } from '../../tracks/track.js';
import { readEdgeHeaderLine } from './readEdgeHeaderLine.js';

const read = (line: string, metadata: TrackMetadata): void =>
  readEdgeHeaderLine(new TextEncoder().encode(line), metadata, 1);

it('reads known keys in any case and ignores unknown keys and comments', () => {
  const metadata: TrackMetadata = { format: 'edge' };
  for (const line of [
    '# Device_Serial: E-1',
    '#firmware:2.0',
    '# sample_rate_hz: 18.18',
    '# gnss: gps+galileo',
    '# note',
  ]) {
    read(line, metadata);
  }
  expect(metadata).toEqual({
    format: 'edge',
    deviceSerial: 'E-1',
    firmware: '2.0',
    sampleRateHz: 18.18,
  });
});

it('rejects an impossible sample rate', () => {
  expect(() => read('# sample_rate_hz: 0', { format: 'edge' })).toThrow(
    "line 1: sample_rate_hz '0' is not a rate",
  );
});
