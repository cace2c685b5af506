import { Decoder, Stream } from '@garmin/fitsdk';
import { describe, expect, it } from 'vitest';
import { analyseTrack } from '../engine/analyseTrack.js';
import { readRecording } from '../testing/readRecording.js';
import { importTracks } from './importTracks.js';
import { chunksOf } from './testing/chunksOf.js';

/**
 * Real recordings of public test collections (data/README.md), read as an
 * upload would be, and the engine's whole-file distance held to the device's
 * own total. The figures the engine gives today are in the test names.
 */

/** The FIT session's total_distance, read with Garmin's SDK apart from the importer. */
function sessionDistanceM(fit: Uint8Array): number {
  const { messages } = new Decoder(Stream.fromByteArray(fit)).read();
  return messages.sessionMesgs?.[0]?.totalDistance ?? NaN;
}

/** The engine's whole-file distance over the FIT session's total_distance, less one. */
async function fitDistanceAgreement(file: string): Promise<number> {
  const bytes = readRecording(file);
  const [track] = await importTracks(chunksOf(bytes, 65_536), { fileName: file });
  const distanceM = track === undefined ? NaN : analyseTrack(track).totalDistanceM;
  return distanceM / sessionDistanceM(bytes) - 1;
}

describe('public recordings', () => {
  it("a Fenix 2's FIT run: the engine's distance is within 2 % of its session's 9,008 m (-0.3 % today)", async () => {
    expect(Math.abs(await fitDistanceAgreement('fenix2-run.fit'))).toBeLessThan(0.02);
  });

  it("a FIT run with pauses: the engine's distance is within 2 % of its session's 16,773 m (-1.1 % today)", async () => {
    expect(Math.abs(await fitDistanceAgreement('run-with-pauses.fit'))).toBeLessThan(0.02);
  });
});
