import { describe, expect, it } from 'vitest';
import type { GpsTrack, PositionTrack } from '../tracks/track.js';
import { processTrack } from './processTrack.js';
import { positionTrackFromSpeeds, speedProfile } from './testing/syntheticTracks.js';

const distanceOf = (speedMps: Float32Array, weightS: Float64Array): number =>
  speedMps.reduce((sum, v, i) => sum + v * (weightS[i] as number), 0);

function withTimes(track: PositionTrack, timeMs: number[], xM: number[]): PositionTrack {
  return {
    ...track,
    timeMs: Float64Array.from(timeMs),
    xM: Float64Array.from(xM),
    yM: new Float64Array(timeMs.length),
  };
}

describe('processTrack', () => {
  it.each([
    [10, 5],
    [20, 7],
    [1, 1],
  ])('smooths over about 0.35 s: %i Hz gives a %i-sample window', (hz, samples) => {
    const processed = processTrack(positionTrackFromSpeeds(hz, speedProfile(hz, [4, 10])));
    expect(processed.smoothingWindowSamples).toBe(samples);
    expect(processed.medianIntervalS).toBeCloseTo(1 / hz, 12);
  });

  it('keeps the distance of a straight line at constant speed exactly', () => {
    const processed = processTrack(positionTrackFromSpeeds(10, speedProfile(10, [5, 60])));
    expect(distanceOf(processed.speedMps, processed.weightS)).toBeCloseTo(300, 6);
    expect(Math.max(...processed.speedMps)).toBeCloseTo(5, 5);
  });

  it('drops raw speeds above 12 m/s and interpolates them from their neighbours', () => {
    const track = positionTrackFromSpeeds(10, speedProfile(10, [5, 10]));
    track.xM[50] = (track.xM[50] as number) + 3;
    const processed = processTrack(track);
    for (const v of processed.rawSpeedMps) expect(v).toBeCloseTo(5, 5);
    for (const v of processed.speedMps) expect(v).toBeCloseTo(5, 5);
  });

  it('uses the device (Doppler) speed where present', () => {
    const track = positionTrackFromSpeeds(10, speedProfile(10, [5, 10]));
    track.speedMps = new Float32Array(track.timeMs.length).fill(3);
    track.speedMps[20] = 30;
    const processed = processTrack(track);
    for (const v of processed.speedMps) expect(v).toBeCloseTo(3, 5);
    expect(Math.max(...processed.rawSpeedMps)).toBeCloseTo(3, 5);
  });

  it('sorts by time and drops exact duplicates, keeping the first', () => {
    const base = positionTrackFromSpeeds(10, []);
    const track = withTimes(base, [200, 0, 100, 100, 300], [2, 0, 1, 50, 3]);
    const processed = processTrack(track);
    expect(Array.from(processed.timeMs)).toEqual([0, 100, 200, 300]);
    expect(Array.from(processed.xM)).toEqual([0, 1, 2, 3]);
  });

  it.each([
    [10, 1000, 1],
    [10, 1001, 2],
    [1, 5000, 1],
    [1, 5001, 2],
  ])(
    'splits runs at gaps longer than max(1 s, 5 x median interval): %i Hz, %i ms',
    (hz, gapMs, runs) => {
      const dtMs = 1000 / hz;
      const times = [...Array.from({ length: 20 }, (_, k) => k * dtMs)];
      const last = times.at(-1) as number;
      times.push(...Array.from({ length: 20 }, (_, k) => last + gapMs + k * dtMs));
      const processed = processTrack(
        withTimes(
          positionTrackFromSpeeds(hz, []),
          times,
          times.map(() => 0),
        ),
      );
      expect(processed.runBounds.length - 1).toBe(runs);
      if (runs === 2) expect(processed.weightS[19]).toBe(0);
    },
  );

  it('counts no distance across a gap, even when the athlete reappears elsewhere', () => {
    const times = [0, 100, 200, 300, 5300, 5400, 5500, 5600];
    const xs = [0, 0.5, 1, 1.5, 80, 80.5, 81, 81.5];
    const processed = processTrack(withTimes(positionTrackFromSpeeds(10, []), times, xs));
    expect(processed.runBounds.length - 1).toBe(2);
    expect(distanceOf(processed.speedMps, processed.weightS)).toBeCloseTo(3, 6);
    expect(Math.max(...processed.rawSpeedMps)).toBeCloseTo(5, 6);
  });

  it('projects GPS positions to metres', () => {
    const n = 601;
    const metresPerDegree = (6_371_008.8 * Math.PI) / 180;
    const track: GpsTrack = {
      id: 'gps',
      kind: 'gps',
      timeMs: Float64Array.from({ length: n }, (_, k) => k * 100),
      latitudeDeg: Float64Array.from({ length: n }, (_, k) => 59.9 + (k * 0.5) / metresPerDegree),
      longitudeDeg: new Float64Array(n).fill(10.7),
      metadata: { format: 'gpx' },
    };
    const processed = processTrack(track);
    expect(distanceOf(processed.speedMps, processed.weightS)).toBeCloseTo(300, 3);
  });
});
