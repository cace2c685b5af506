import { describe, expect, it } from 'vitest';
import { countedPieces } from './countedPieces.js';
import { speedProfile, syntheticProcessedTrack } from './testing/syntheticTracks.js';

const sumOf = (values: Float64Array, count: number): number =>
  values.subarray(0, count).reduce((a, b) => a + b, 0);

describe('countedPieces', () => {
  const track = syntheticProcessedTrack({
    hz: 1,
    runs: [
      { startMs: 0, speedsMps: speedProfile(1, [2, 4]) },
      { startMs: 10_000, speedsMps: speedProfile(1, [2, 3]) },
    ],
  });

  it('gives one piece per sample with weight for the whole track, none across the gap', () => {
    const pieces = countedPieces(track, undefined, undefined);
    expect(pieces.count).toBe(7);
    expect(sumOf(pieces.durationS, pieces.count)).toBe(7);
    expect(Array.from(pieces.startMs.subarray(0, pieces.count))).toEqual([
      0, 1000, 2000, 3000, 10_000, 11_000, 12_000,
    ]);
  });

  it('clips sample intervals to the window and splits a sample spanning two intervals', () => {
    const pieces = countedPieces(
      track,
      [
        { startMs: 500, endMs: 1200 },
        { startMs: 1800, endMs: 2300 },
        { startMs: 3500, endMs: 10_500 },
      ],
      undefined,
    );
    expect(Array.from(pieces.sample.subarray(0, pieces.count))).toEqual([0, 1, 1, 2, 3, 5]);
    expect(Array.from(pieces.startMs.subarray(0, pieces.count))).toEqual([
      500, 1000, 1800, 2000, 3500, 10_000,
    ]);
    expect(sumOf(pieces.durationS, pieces.count)).toBeCloseTo(
      0.5 + 0.2 + 0.2 + 0.3 + 0.5 + 0.5,
      12,
    );
  });

  it('keeps only samples flagged on the pitch', () => {
    const onPitch = Uint8Array.of(0, 1, 1, 0, 0, 0, 1, 1, 1);
    const pieces = countedPieces(track, undefined, onPitch);
    expect(Array.from(pieces.sample.subarray(0, pieces.count))).toEqual([1, 2, 6, 7]);
  });
});
