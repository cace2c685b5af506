import { describe, expect, it } from 'vitest';
import type { PositionTrack } from '../tracks/track.js';
import { computeWindowMetrics } from './computeWindowMetrics.js';
import { processTrack } from './processTrack.js';
import { speedProfile, syntheticProcessedTrack } from './testing/syntheticTracks.js';

/** 10 s at 1 Hz along x at 3 m/s (11 samples, the last closing the run), with these heart rates. */
function withHeartRate(heartRateBpm: number[]) {
  const track = syntheticProcessedTrack({
    hz: 1,
    runs: [{ startMs: 0, speedsMps: speedProfile(1, [3, 10]) }],
    onPitch: (x) => x < 15,
  });
  track.heartRateBpm = Float32Array.from(heartRateBpm);
  return track;
}

const heartRateOf = (metrics: ReturnType<typeof computeWindowMetrics>) => [
  metrics.avgHeartRateBpm,
  metrics.maxHeartRateBpm,
];

describe('heart rate of a window', () => {
  it('is null without a heart-rate column', () => {
    const track = syntheticProcessedTrack({ hz: 1, runs: [{ startMs: 0, speedsMps: [3, 3] }] });
    expect(heartRateOf(computeWindowMetrics(track))).toEqual([null, null]);
  });

  it('averages over the counted time and takes the highest, leaving out implausible values', () => {
    const bpm = [120, 130, 140, Number.NaN, 0, 150, 251, 24, 160, 170, 250];
    // The run's last sample (250) closes it and accounts for no time.
    expect(heartRateOf(computeWindowMetrics(withHeartRate(bpm)))).toEqual([145, 170]);
  });

  it('counts only the window, and only time on the pitch when asked', () => {
    const bpm = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200];
    const track = withHeartRate(bpm);
    const window = [{ startMs: 2000, endMs: 4000 }];
    expect(heartRateOf(computeWindowMetrics(track, { window }))).toEqual([125, 130]);
    // On the pitch while x < 15 m: the first five samples.
    expect(heartRateOf(computeWindowMetrics(track, { onPitchOnly: true }))).toEqual([120, 140]);
  });

  it('is null for a window whose samples have no plausible heart rate', () => {
    const track = withHeartRate([90, 95, Number.NaN, Number.NaN, 0, 100, 100, 100, 100, 100, 100]);
    expect(
      heartRateOf(computeWindowMetrics(track, { window: [{ startMs: 2000, endMs: 5000 }] })),
    ).toEqual([null, null]);
  });

  it('weights each sample by the time it accounts for', () => {
    const track: PositionTrack = {
      id: 'uneven',
      kind: 'positions',
      timeMs: Float64Array.of(0, 1000, 3000, 4000),
      xM: Float64Array.of(0, 3, 9, 12),
      yM: new Float64Array(4),
      heartRateBpm: Float32Array.of(100, 160, 130, 140),
      metadata: { format: 'positions' },
    };
    // 100 for 1 s, 160 for 2 s, 130 for 1 s.
    expect(heartRateOf(computeWindowMetrics(processTrack(track)))).toEqual([137.5, 160]);
  });
});

describe('heart-rate zones and TRIMP', () => {
  /** A minute at 1 Hz for each of these heart rates, in order (the last sample closes the run). */
  function minutesAt(...bpm: number[]) {
    const speedsMps = speedProfile(1, [3, 60 * bpm.length]);
    const track = syntheticProcessedTrack({ hz: 1, runs: [{ startMs: 0, speedsMps }] });
    track.heartRateBpm = Float32Array.from({ length: speedsMps.length + 1 }, (_, k) => {
      return bpm[Math.min(Math.floor(k / 60), bpm.length - 1)] as number;
    });
    return track;
  }

  it("gives Edwards' TRIMP of a known zone distribution, with the athlete's maximum", () => {
    // Maximum 200: 90 below the zones, 110 zone 1, 130 twice zone 2, 150 zone 3, 170 zone 4,
    // 190 zone 5: TRIMP = 1 x 1 + 2 x 2 + 1 x 3 + 1 x 4 + 1 x 5 = 17, of 7 minutes with heart rate.
    const track = minutesAt(90, 110, 130, 130, 150, 170, 190);
    const metrics = computeWindowMetrics(track, { maxHeartRateBpm: 200 });
    expect(metrics.trimp).toBeCloseTo(17, 10);
    const seventh = 100 / 7;
    const expected = [seventh, 2 * seventh, seventh, seventh, seventh];
    metrics.heartRateZonePercentages?.forEach((p, k) =>
      expect(p).toBeCloseTo(expected[k] ?? 0, 10),
    );
    expect(metrics.heartRateZonePercentages).toHaveLength(5);
  });

  it('puts a rate exactly on a bound in the zone above, and above the maximum in zone 5', () => {
    // 100 of 200 is 50 %: zone 1; 160 is 80 %: zone 4; 210 is over the maximum: zone 5.
    const metrics = computeWindowMetrics(minutesAt(100, 160, 210), { maxHeartRateBpm: 200 });
    expect(metrics.trimp).toBeCloseTo(1 + 4 + 5, 10);
    expect(metrics.heartRateZonePercentages?.map((p) => Math.round(p * 1000) / 1000)).toEqual([
      33.333, 0, 0, 33.333, 33.333,
    ]);
  });

  it('uses the highest rate of the window without the athlete’s maximum', () => {
    // Maximum seen 160: 100 is 62.5 % (zone 2), 160 is 100 % (zone 5): TRIMP 2 + 5.
    const metrics = computeWindowMetrics(minutesAt(100, 160));
    expect(metrics.trimp).toBeCloseTo(7, 10);
    expect(metrics.heartRateZonePercentages).toEqual([0, 50, 0, 0, 50]);
  });

  it('is null without heart rate', () => {
    const track = syntheticProcessedTrack({ hz: 1, runs: [{ startMs: 0, speedsMps: [3, 3] }] });
    const metrics = computeWindowMetrics(track, { maxHeartRateBpm: 190 });
    expect([metrics.heartRateZonePercentages, metrics.trimp]).toEqual([null, null]);
  });
});

describe('heart rate at 1 Hz', () => {
  it('gives each second its rate, NaN where the strap had none, aligned as speed is', () => {
    const track = withHeartRate([120, 130, Number.NaN, 0, 150, 160, 170, 180, 190, 200, 200]);
    const metrics = computeWindowMetrics(track);
    const series = metrics.sampledHeartRateBpmOverTime!;
    expect(series.startTime).toBe(metrics.sampledSpeedKphOverTime.startTime);
    expect(series.intervalMs).toBe(1000);
    expect(Array.from(series.values)).toEqual([120, 130, NaN, NaN, 150, 160, 170, 180, 190, 200]);
  });

  it('is null without heart rate', () => {
    const track = syntheticProcessedTrack({ hz: 1, runs: [{ startMs: 0, speedsMps: [3, 3] }] });
    expect(computeWindowMetrics(track).sampledHeartRateBpmOverTime).toBeNull();
  });
});
