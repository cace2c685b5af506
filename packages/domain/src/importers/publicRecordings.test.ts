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

/** The sum of the laps' <DistanceMeters>, read from the text apart from the importer. */
function lapDistancesM(tcx: string): number[] {
  const laps = tcx.matchAll(
    /<Lap StartTime="[^"]*">\s*<TotalTimeSeconds>[^<]*<\/TotalTimeSeconds>\s*<DistanceMeters>([^<]*)<\/DistanceMeters>/g,
  );
  return [...laps].map((lap) => Number(lap[1]));
}

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
  it("a Forerunner 910XT's TCX run: the engine's distance is within 2 % of its laps' 14,332 m (+0.6 % today)", async () => {
    const bytes = readRecording('forerunner910xt-run.tcx.gz');
    const laps = lapDistancesM(new TextDecoder().decode(bytes));
    expect(laps).toHaveLength(15);
    const lapsM = laps.reduce((sum, lap) => sum + lap, 0);
    const [track, ...others] = await importTracks(chunksOf(bytes, 65_536), {
      fileName: 'running_activity_1.tcx',
    });
    expect(others).toEqual([]);
    expect(track?.metadata).toEqual({
      format: 'tcx',
      deviceSerial: '3881644365',
      firmware: '3.0',
    });
    expect(track?.id).toBe('3881644365');
    expect(track?.timeMs.length).toBe(1254);
    expect(new Date(track?.timeMs[0] ?? 0).toISOString()).toBe('2014-12-26T10:00:39.000Z');
    expect(track?.speedMps?.filter(Number.isNaN)).toHaveLength(0);
    expect(track?.heartRateBpm?.filter(Number.isNaN)).toHaveLength(0);
    const distanceM = track === undefined ? NaN : analyseTrack(track).totalDistanceM;
    expect(Math.abs(distanceM / lapsM - 1)).toBeLessThan(0.02);
  });

  it("the same run without its speed extension: speed from the points' distances, within 2 % of the laps (-0.1 % today)", async () => {
    const text = new TextDecoder().decode(readRecording('forerunner910xt-run.tcx.gz'));
    const withoutSpeed = text.replace(
      /<Extensions>\s*<ns3:TPX>[\s\S]*?<\/ns3:TPX>\s*<\/Extensions>/g,
      '',
    );
    expect(withoutSpeed).not.toContain('ns3:Speed');
    const lapsM = lapDistancesM(text).reduce((sum, lap) => sum + lap, 0);
    const [track] = await importTracks(chunksOf(withoutSpeed, 65_536));
    // Every interval that moves on in time has a speed; the last point and repeated times none.
    const times = [...(track?.timeMs ?? [])];
    const standing = times.filter((t, i) => !((times[i + 1] ?? -Infinity) > t)).length;
    expect(track?.speedMps?.filter(Number.isNaN)).toHaveLength(standing);
    const distanceM = track === undefined ? NaN : analyseTrack(track).totalDistanceM;
    expect(Math.abs(distanceM / lapsM - 1)).toBeLessThan(0.02);
  });

  it("a Fenix 2's FIT run: the engine's distance is within 2 % of its session's 9,008 m (-0.3 % today)", async () => {
    expect(Math.abs(await fitDistanceAgreement('fenix2-run.fit'))).toBeLessThan(0.02);
  });

  it("a FIT run with pauses: the engine's distance is within 2 % of its session's 16,773 m (-1.1 % today)", async () => {
    expect(Math.abs(await fitDistanceAgreement('run-with-pauses.fit'))).toBeLessThan(0.02);
  });
});
