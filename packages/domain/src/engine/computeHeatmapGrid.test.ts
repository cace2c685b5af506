import { describe, expect, it } from 'vitest';
import { computeHeatmapGrid } from './computeHeatmapGrid.js';
import { speedProfile, syntheticProcessedTrack } from './testing/syntheticTracks.js';

const pitch = { lengthM: 105, widthM: 68 };

describe('computeHeatmapGrid', () => {
  it('puts the seconds spent in a 1 m cell at that cell, blurred with their mass kept', () => {
    const track = syntheticProcessedTrack({
      hz: 10,
      runs: [{ startMs: 0, speedsMps: speedProfile(10, [0, 100]) }],
      position: () => [50.5, 30.2],
    });
    const grid = computeHeatmapGrid(track, { pitch });
    expect([grid.widthCells, grid.heightCells, grid.cellM]).toEqual([105, 68, 1]);
    expect(grid.seconds).toHaveLength(105 * 68);
    const total = grid.seconds.reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(100, 3);
    const peak = grid.seconds.indexOf(Math.max(...grid.seconds));
    expect([peak % 105, Math.floor(peak / 105)]).toEqual([50, 30]);
    // sigma 3 m: the centre cell keeps about 1 / (2 pi 9) of the mass.
    expect(grid.seconds[peak]).toBeCloseTo(100 / (2 * Math.PI * 9), 0);
  });

  it('counts only the window and leaves out time off the pitch', () => {
    const track = syntheticProcessedTrack({
      hz: 10,
      runs: [{ startMs: 0, speedsMps: speedProfile(10, [0, 100]) }],
      position: (t) => (t < 40_000 ? [50, 30] : [-2, 30]),
    });
    const all = computeHeatmapGrid(track, { pitch });
    expect(all.seconds.reduce((a, b) => a + b, 0)).toBeCloseTo(40, 3);
    const clipped = computeHeatmapGrid(track, {
      pitch,
      window: [{ startMs: 30_000, endMs: 90_000 }],
    });
    expect(clipped.seconds.reduce((a, b) => a + b, 0)).toBeCloseTo(10, 3);
  });
});
