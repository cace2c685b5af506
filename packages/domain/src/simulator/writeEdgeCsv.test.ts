import { describe, expect, it } from 'vitest';
import { importTracks } from '../importers/importTracks.js';
import { firstDifference } from '../testing/firstDifference.js';
import type { GpsTrack } from '../tracks/track.js';
import { simulateSession } from './simulateSession.js';
import { writeEdgeCsv } from './writeEdgeCsv.js';

const encoder = new TextEncoder();

describe('writeEdgeCsv', () => {
  it('writes the header lines, the header row and one row per fix', () => {
    const track: GpsTrack = {
      kind: 'gps',
      id: 'EDGE-7',
      timeMs: new Float64Array([Date.UTC(2026, 2, 7, 23, 59, 59, 950), Date.UTC(2026, 2, 8)]),
      latitudeDeg: new Float64Array([51.5559712, 51.5559723]),
      longitudeDeg: new Float64Array([-0.2796401, -0.27964]),
      speedMps: new Float32Array([1.25, NaN]),
      metadata: { format: 'edge', firmware: '2.1.0', sampleRateHz: 20 },
    };
    expect(writeEdgeCsv(track).split('\n')).toEqual([
      '# device_serial: EDGE-7',
      '# firmware: 2.1.0',
      '# sample_rate_hz: 20',
      'timestamp,lat,lon,speed_mps,hdop,satellites,heart_rate',
      '2026-03-07T23:59:59.950Z,51.5559712,-0.2796401,1.25,,,',
      '2026-03-08T00:00:00.000Z,51.5559723,-0.2796400,,,,',
      '',
    ]);
  });

  it('is read back by the importer as the same samples', async () => {
    const session = simulateSession({
      seed: 5,
      kind: 'training',
      startTime: Date.UTC(2026, 2, 7, 18),
      athletes: 1,
      durationS: 300,
    });
    const written = session.athletes[0]!.track;
    const [read] = (await importTracks(encoder.encode(writeEdgeCsv(written)), {
      fileName: 'x.csv',
    })) as GpsTrack[];
    expect(read!.id).toBe(written.id);
    expect(read!.metadata).toEqual({
      format: 'edge',
      deviceSerial: written.id,
      firmware: 'touchline-sim 1',
      sampleRateHz: 10,
    });
    // One assertion per column: toEqual on 3000 samples, or an expect() per sample, is slow.
    expect(firstDifference(read!.timeMs, written.timeMs)).toBe(-1);
    expect(firstDifference(read!.satellites!, written.satellites!)).toBe(-1);
    expect(firstDifference(read!.hdop!, written.hdop!)).toBe(-1);
    expect(firstDifference(read!.speedMps!, written.speedMps!)).toBe(-1);
    expect(firstDifference(read!.heartRateBpm!, written.heartRateBpm!)).toBe(-1);
    expect(firstDifference(read!.latitudeDeg, written.latitudeDeg, 1e-12)).toBe(-1);
    expect(firstDifference(read!.longitudeDeg, written.longitudeDeg, 1e-12)).toBe(-1);
  });
});
