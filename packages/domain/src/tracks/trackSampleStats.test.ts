import { describe, expect, it } from 'vitest';
import { trackSampleStats } from './trackSampleStats.js';

const settings = { gapMinS: 1, gapMedianMultiple: 5 };
const track = (times: number[]) => ({
  timeMs: Float64Array.from(times),
  metadata: { format: 'gpx' as const },
});

describe('trackSampleStats', () => {
  it('counts samples, the rate and the gaps the engine splits runs at', () => {
    // 10 Hz, then a 3 s gap, then 10 Hz again, then a 2 s gap.
    const times = [0, 100, 200, 300, 3300, 3400, 3500, 5500, 5600].map((ms) => 1_000_000 + ms);
    const stats = trackSampleStats(track(times), settings);
    expect(stats).toEqual({
      importer: 'gpx',
      sampleCount: 9,
      samplingRateHz: 10,
      gapCount: 2,
      longestGapS: 3,
      firstSampleMs: 1_000_000,
      lastSampleMs: 1_005_600,
    });
  });

  it('sorts samples first and answers an empty track with zeros', () => {
    expect(trackSampleStats(track([200, 0, 100]), settings).samplingRateHz).toBe(10);
    expect(trackSampleStats(track([]), settings)).toEqual({
      importer: 'gpx',
      sampleCount: 0,
      samplingRateHz: 0,
      gapCount: 0,
      longestGapS: 0,
      firstSampleMs: null,
      lastSampleMs: null,
    });
  });

  it('counts a file of short bursts, gaps by the hundred thousand', () => {
    // Two samples 100 ms apart every 10 s: every second interval is a gap.
    const times = Array.from(
      { length: 400_000 },
      (_, i) => Math.floor(i / 2) * 10_000 + (i % 2) * 100,
    );
    const stats = trackSampleStats(track(times), settings);
    expect(stats.gapCount).toBe(199_999);
    expect(stats.longestGapS).toBeCloseTo(9.9);
  });
});
