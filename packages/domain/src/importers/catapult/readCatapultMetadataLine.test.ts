import { describe, expect, it } from 'vitest';
import type { TrackMetadata } from '../../tracks/track.js';
import { readCatapultMetadataLine } from './readCatapultMetadataLine.js';

function metadataOf(...lines: string[]): TrackMetadata {
  const metadata: TrackMetadata = { format: 'catapult' };
  for (const line of lines) readCatapultMetadataLine(new TextEncoder().encode(line), metadata);
  return metadata;
}

describe('readCatapultMetadataLine', () => {
  it('reads the athlete and the device however the export spells them', () => {
    expect(metadataOf('# Athlete: First Last', '# Device: 12345', '# Period: 1st Half')).toEqual({
      format: 'catapult',
      athleteName: 'First Last',
      deviceSerial: '12345',
    });
    for (const line of [
      '#Athlete : "First Last"',
      '# ATHLETE = First  Last',
      '"# Athlete: First Last",,,,',
      '# Athlete;First Last;;;',
      "# athlete_name:\t'First Last'",
      '## Player Name, First Last',
    ]) {
      expect(metadataOf(line).athleteName, line).toBe('First Last');
    }
    expect(metadataOf('# Device ID: "S7-12345"').deviceSerial).toBe('S7-12345');
    expect(metadataOf('# Serial Number = 0042 ').deviceSerial).toBe('0042');
  });

  it('ignores other lines, empty values and keeps texts printable and short', () => {
    expect(metadataOf('# exported by OpenField', '# Athlete:', '# Device: ""', '#')).toEqual({
      format: 'catapult',
    });
    const { athleteName, deviceSerial } = metadataOf(
      '# Athlete: A\u0000B\u202E',
      `# Device: ${'9'.repeat(300)}`,
    );
    expect(athleteName).toBe('A\uFFFDB\uFFFD');
    expect(deviceSerial).toBe(`${'9'.repeat(97)}...`);
  });
});
