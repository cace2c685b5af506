import { describe, expect, it } from 'vitest';
import { countedPieces } from './countedPieces.js';
import { findEfforts, type EffortRule } from './findEfforts.js';
import type { SyntheticRun } from './testing/syntheticTracks.js';
import { speedProfile, syntheticProcessedTrack } from './testing/syntheticTracks.js';
import type { MetricEvent, TimeInterval } from './windowMetrics.js';

const highIntensity: EffortRule = {
  kind: 'highIntensity',
  threshold: 5.5,
  direction: 1,
  minDurationS: 1,
  maxDipS: 0.5,
  peakScale: 3.6,
};

function efforts(hz: number, runs: SyntheticRun[], window?: TimeInterval[]): MetricEvent[] {
  const track = syntheticProcessedTrack({ hz, runs });
  const events: MetricEvent[] = [];
  const count = findEfforts(
    countedPieces(track, window, undefined),
    track.speedMps,
    highIntensity,
    events,
  );
  expect(count).toBe(events.length);
  return events;
}

const once = (hz: number, ...parts: [number, number][]): SyntheticRun[] => [
  { startMs: 0, speedsMps: speedProfile(hz, [3, 2], ...parts, [3, 2]) },
];

describe('findEfforts', () => {
  it.each([10, 20])('needs at least 1.0 s at or above the threshold (%i Hz)', (hz) => {
    expect(efforts(hz, once(hz, [6, 1.0]))).toEqual([
      { kind: 'highIntensity', startMs: 2000, endMs: 3000, peak: 6 * 3.6 },
    ]);
    expect(efforts(hz, once(hz, [5.5, 1.0]))).toHaveLength(1);
    expect(efforts(hz, once(hz, [6, 0.9]))).toHaveLength(0);
    expect(efforts(hz, once(hz, [5.49, 3]))).toHaveLength(0);
  });

  it.each([10, 20])('bridges a dip shorter than 0.5 s but not one of 0.5 s (%i Hz)', (hz) => {
    const bridged = efforts(hz, once(hz, [6, 0.6], [4, 0.4], [7, 0.6]));
    expect(bridged).toEqual([{ kind: 'highIntensity', startMs: 2000, endMs: 3600, peak: 7 * 3.6 }]);
    expect(efforts(hz, once(hz, [6, 0.6], [4, 0.5], [6, 0.6]))).toHaveLength(0);
    expect(efforts(hz, once(hz, [6, 1.0], [4, 0.5], [6, 1.0]))).toHaveLength(2);
  });

  it('counts the bridged dip in the 1.0 s', () => {
    expect(efforts(10, once(10, [6, 0.3], [4, 0.4], [6, 0.3]))).toHaveLength(1);
    expect(efforts(10, once(10, [6, 0.3], [4, 0.4], [6, 0.2]))).toHaveLength(0);
  });

  it('ends an effort at a gap in the data', () => {
    const runs = [
      { startMs: 0, speedsMps: speedProfile(10, [6, 0.7]) },
      { startMs: 2700, speedsMps: speedProfile(10, [6, 0.7]) },
    ];
    expect(efforts(10, runs)).toHaveLength(0);
  });

  it('cuts efforts at the window edges', () => {
    const runs = once(10, [6, 3]);
    expect(efforts(10, runs, [{ startMs: 0, endMs: 2900 }])).toHaveLength(0);
    expect(efforts(10, runs, [{ startMs: 0, endMs: 3000 }])).toEqual([
      { kind: 'highIntensity', startMs: 2000, endMs: 3000, peak: 6 * 3.6 },
    ]);
    expect(efforts(10, runs, [{ startMs: 4100, endMs: 9000 }])).toHaveLength(0);
  });

  it('finds decelerations with direction -1 and reports the peak magnitude', () => {
    const track = syntheticProcessedTrack({ hz: 10, runs: once(10, [6, 2]) });
    track.accelerationMps2.fill(0);
    track.accelerationMps2.fill(-4, 30, 35);
    track.accelerationMps2[32] = -5;
    const events: MetricEvent[] = [];
    const rule: EffortRule = {
      kind: 'deceleration',
      threshold: -3,
      direction: -1,
      minDurationS: 0.5,
      maxDipS: 0,
      peakScale: 1,
    };
    const pieces = countedPieces(track, undefined, undefined);
    expect(findEfforts(pieces, track.accelerationMps2, rule, events)).toBe(1);
    expect(events[0]).toEqual({ kind: 'deceleration', startMs: 3000, endMs: 3500, peak: 5 });
    track.accelerationMps2[31] = -2.9;
    expect(findEfforts(pieces, track.accelerationMps2, rule, [])).toBe(0);
  });

  it('finds an effort in every piece when each piece stands alone in time', () => {
    // One-second pieces 5 s apart, all above the threshold: each is an effort of its own.
    const count = 9;
    const pieces = {
      count,
      sample: Uint32Array.from({ length: count }, (_, p) => p),
      startMs: Float64Array.from({ length: count }, (_, p) => p * 5000),
      durationS: new Float64Array(count).fill(1),
    };
    const events: MetricEvent[] = [];
    expect(findEfforts(pieces, new Float32Array(count).fill(6), highIntensity, events)).toBe(count);
    expect(events.map((event) => event.startMs)).toEqual([...pieces.startMs]);
  });
});
