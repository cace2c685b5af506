import { blurGaussian } from './blurGaussian.js';
import { countedPieces } from './countedPieces.js';
import { mergeIntervals } from './mergeIntervals.js';
import { DEFAULT_METRIC_SETTINGS, type MetricSettings } from './metricSettings.js';
import type { ProcessedTrack } from './processedTrack.js';
import type { TimeInterval } from './windowMetrics.js';

/**
 * Seconds spent per pitch cell, blurred. Cell (col, row) covers x in
 * [col, col + 1) x cellM along the pitch length and y in [row, row + 1) x
 * cellM along its width; it is seconds[row x widthCells + col].
 */
export interface HeatmapGrid {
  widthCells: number;
  heightCells: number;
  cellM: number;
  seconds: Float32Array;
}

export interface HeatmapOptions {
  window?: readonly TimeInterval[];
  pitch: { lengthM: number; widthM: number };
  settings?: MetricSettings;
}

/**
 * The heat map of a window: each counted piece of time adds its seconds to
 * the cell of its sample's position, then a Gaussian blur (sigma
 * settings.heatmapBlurSigmaM) spreads them. Positions are pitch coordinates
 * (origin at a corner, x along the length, y along the width: a track
 * processed with its pitch, or a positional track). Time outside the pitch
 * (in the margin or beyond) has no cell and is left out.
 */
export function computeHeatmapGrid(track: ProcessedTrack, options: HeatmapOptions): HeatmapGrid {
  const settings = options.settings ?? DEFAULT_METRIC_SETTINGS;
  const cellM = settings.heatmapCellM;
  const widthCells = Math.max(0, Math.ceil(options.pitch.lengthM / cellM));
  const heightCells = Math.max(0, Math.ceil(options.pitch.widthM / cellM));
  // Summed and blurred in double precision: a 90-minute track adds ~54 000 pieces.
  const grid = new Float64Array(widthCells * heightCells);
  const window = options.window ? mergeIntervals(options.window) : undefined;
  const pieces = countedPieces(track, window, undefined);
  const { xM, yM } = track;
  const { lengthM, widthM } = options.pitch;
  for (let p = 0; p < pieces.count; p++) {
    const i = pieces.sample[p] as number;
    const x = xM[i] as number;
    const y = yM[i] as number;
    if (!(x >= 0 && x < lengthM && y >= 0 && y < widthM)) continue;
    const cell = Math.floor(y / cellM) * widthCells + Math.floor(x / cellM);
    grid[cell] = (grid[cell] as number) + (pieces.durationS[p] as number);
  }
  blurGaussian(grid, widthCells, heightCells, settings.heatmapBlurSigmaM / cellM);
  return { widthCells, heightCells, cellM, seconds: new Float32Array(grid) };
}
