import { describe, expect, it } from 'vitest';
import { analyseTrack } from './analyseTrack.js';
import { positionTrackFromSpeeds, speedProfile } from './testing/syntheticTracks.js';

describe('analyseTrack', () => {
  const speeds = speedProfile(20, [3, 20], [7.5, 4], [3, 20]);

  it('processes a raw track and measures its whole length', () => {
    const metrics = analyseTrack(positionTrackFromSpeeds(20, speeds));
    expect(metrics.totalDistanceM).toBeCloseTo(60 + 30 + 60, 6);
    expect(metrics.activeSeconds).toBeCloseTo(44, 9);
    expect(metrics.maxSpeedKph).toBeCloseTo(27, 4);
    expect(metrics.sprintEvents).toBe(1);
    expect(metrics.highIntensityEvents).toBe(1);
  });

  it('counts only time on the pitch when given one, and the window', () => {
    const track = positionTrackFromSpeeds(20, speeds);
    // Along x from -40 m to 110 m: on the pitch (with its 3 m margin) from the sample at x = -2.95 m.
    for (let k = 0; k < track.xM.length; k++) track.xM[k] = (track.xM[k] as number) - 40;
    const pitch = { lengthM: 120, widthM: 68 };
    const metrics = analyseTrack(track, { pitch });
    expect(metrics.totalDistanceM).toBeCloseTo(110 + 2.95, 6);
    expect(metrics.events.filter((e) => e.kind === 'pitchEntry')).toHaveLength(1);
    expect(analyseTrack(track, { pitch, onPitchOnly: false }).totalDistanceM).toBeCloseTo(150, 6);
    const window = [{ startMs: 25_000, endMs: 35_000 }];
    expect(analyseTrack(track, { pitch, window }).totalDistanceM).toBeCloseTo(30, 6);
  });
});
