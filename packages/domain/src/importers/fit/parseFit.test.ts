import { readRecording } from '../../testing/readRecording.js';
import { CrcCalculator, Decoder, Stream } from '@garmin/fitsdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GpsTrack } from '../../tracks/track.js';
import { ImportError } from '../importError.js';
import { fitPrefix } from '../testing/fitFiles.js';
import { parseFit } from './parseFit.js';

const fenix = readRecording('fenix2-run.fit');
const withPauses = readRecording('run-with-pauses.fit');

/** The watch's own totals, read independently of the importer. */
function sessionOf(bytes: Uint8Array): { totalDistance: number; totalElapsedTime: number } {
  const { messages } = new Decoder(Stream.fromByteArray(bytes)).read();
  const session = messages.sessionMesgs?.[0];
  return {
    totalDistance: session?.totalDistance ?? NaN,
    totalElapsedTime: session?.totalElapsedTime ?? NaN,
  };
}

/** Great-circle distance between consecutive fixes, not across gaps longer than `maxGapMs`. */
function pathLengthM(track: GpsTrack, maxGapMs: number): number {
  const radiusM = 6_371_008.8;
  const rad = Math.PI / 180;
  let total = 0;
  let previous = -1;
  for (let i = 0; i < track.timeMs.length; i++) {
    if (Number.isNaN(track.latitudeDeg[i])) continue;
    if (
      previous >= 0 &&
      (track.timeMs[i] as number) - (track.timeMs[previous] as number) <= maxGapMs
    ) {
      const lat1 = (track.latitudeDeg[previous] as number) * rad;
      const lat2 = (track.latitudeDeg[i] as number) * rad;
      const dLat = lat2 - lat1;
      const dLon =
        ((track.longitudeDeg[i] as number) - (track.longitudeDeg[previous] as number)) * rad;
      const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLon / 2) ** 2;
      total += 2 * radiusM * Math.asin(Math.sqrt(h));
    }
    previous = i;
  }
  return total;
}

function importError(run: () => unknown): ImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error('expected an ImportError');
}

describe('parseFit', () => {
  it('reads a 47-minute 1 Hz run with watch speed and heart rate', () => {
    const track = parseFit(fenix, { fallbackId: 'run' });
    const session = sessionOf(fenix);
    expect(track.kind).toBe('gps');
    expect(track.id).toBe('3882015183');
    expect(track.metadata).toEqual({ format: 'fit', deviceSerial: '3882015183', firmware: '4.4' });
    expect(track.timeMs.length).toBe(2809);
    const spanS = ((track.timeMs.at(-1) ?? 0) - (track.timeMs[0] ?? 0)) / 1000;
    expect(spanS).toBeGreaterThan(46 * 60);
    // Whole seconds in the records: the span may differ from the session's elapsed time by one.
    expect(Math.abs(spanS - session.totalElapsedTime)).toBeLessThanOrEqual(1);
    expect(new Date(track.timeMs[0] ?? 0).toISOString()).toBe('2015-08-15T14:45:08.000Z');
    // Around Stavanger (Norway), all of it.
    expect(Math.min(...track.latitudeDeg)).toBeGreaterThan(58.9);
    expect(Math.max(...track.latitudeDeg)).toBeLessThan(59.1);
    expect(track.speedMps?.[0]).toBeCloseTo(5.89, 5);
    expect(track.heartRateBpm?.[1]).toBe(69);
    const distanceM = pathLengthM(track, 5000);
    expect(Math.abs(distanceM - session.totalDistance) / session.totalDistance).toBeLessThan(0.02);
  });

  it('reads a run with pauses, keeping a record without a fix as NaN', () => {
    const track = parseFit(withPauses);
    const session = sessionOf(withPauses);
    expect(track.timeMs.length).toBe(6874);
    expect(track.latitudeDeg.filter(Number.isNaN).length).toBe(1);
    const spanS = ((track.timeMs.at(-1) ?? 0) - (track.timeMs[0] ?? 0)) / 1000;
    expect(Math.abs(spanS - session.totalElapsedTime)).toBeLessThan(2);
    // Distance is not counted across pauses, like the engine's run splitting.
    const distanceM = pathLengthM(track, 5000);
    expect(Math.abs(distanceM - session.totalDistance) / session.totalDistance).toBeLessThan(0.02);
    expect(track.metadata.deviceSerial).toBe('3945114875');
  });

  it('reports a truncated file with the byte where it ends', () => {
    const error = importError(() => parseFit(fenix.subarray(0, 50_000)));
    expect(error.location).toEqual({ byte: 50_000 });
    expect(error.message).toMatch(/^byte 50000: truncated: the FIT header announces \d+ bytes/);
  });

  it('reports a damaged file as corrupt', () => {
    const damaged = fenix.slice();
    damaged[10_000] = (damaged[10_000] ?? 0) ^ 0xff;
    expect(importError(() => parseFit(damaged)).message).toMatch(/corrupt: the FIT checksum/);
  });

  it('reports a file that is not FIT', () => {
    const error = importError(() => parseFit(new TextEncoder().encode('timestamp,lat,lon\n')));
    expect(error.message).toBe('byte 0: not a FIT file: the header lacks the .FIT signature');
  });

  it('turns damage behind a valid checksum into located errors, never a crash', () => {
    // The watch's first 60 records (definitions, its file id, creator, device and 53
    // samples): decoding the whole file for every run would take seconds, and in a short
    // file the damage lands on headers and definitions more often.
    const start = fitPrefix(fenix, 60);
    expect(parseFit(start).timeMs.length).toBe(53);
    const headerSize = start[0] ?? 14;
    const dataEnd = start.length - 2;
    fc.assert(
      fc.property(
        fc.integer({ min: headerSize, max: dataEnd - 1 }),
        fc.integer({ min: 0, max: 255 }),
        (at, value) => {
          const damaged = start.slice();
          damaged[at] = value;
          // Re-sign the file so the damage reaches the decoder.
          const crc = CrcCalculator.calculateCRC(damaged, 0, dataEnd);
          damaged[dataEnd] = crc & 0xff;
          damaged[dataEnd + 1] = crc >> 8;
          try {
            parseFit(damaged);
          } catch (error) {
            expect(error).toBeInstanceOf(ImportError);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('locates a record the SDK cannot decode', () => {
    // The first record header after the file header, turned into an undefined local message.
    const headerSize = fenix[0] ?? 14;
    const damaged = fenix.slice();
    damaged[headerSize] = 0x0f;
    const dataEnd = fenix.length - 2;
    const crc = CrcCalculator.calculateCRC(damaged, 0, dataEnd);
    damaged[dataEnd] = crc & 0xff;
    damaged[dataEnd + 1] = crc >> 8;
    const error = importError(() => parseFit(damaged));
    expect(error.location).toEqual({ record: 1, byte: headerSize + 1 });
    expect(error.message).toBe(
      `record 1, byte ${headerSize + 1}: the FIT data is corrupt: a record cannot be decoded`,
    );
  });
});
