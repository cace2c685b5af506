import { PNG } from 'pngjs';
import { heatmapColourScale } from './heatmapColourScale.js';

export interface HeatmapGridInput {
  widthCells: number;
  heightCells: number;
  cellM: number;
  /** Seconds per cell, row by row: cell (x, y) at y * widthCells + x. */
  seconds: Float32Array;
}

export const DEFAULT_PIXELS_PER_CELL = 8;
const MAX_PIXELS_PER_CELL = 32;

/**
 * The heat map of a grid as a transparent PNG that covers the pitch rectangle
 * exactly: x (pitch length) runs left to right, y (pitch width) top to bottom,
 * every cell `pixelsPerCell` pixels square, so the image has the pitch's
 * aspect ratio. Intensity is normalised to the grid's own maximum (each card
 * shows where that athlete spent their time, not how long compared with
 * others). Cells with no time are fully transparent; inside cells with time,
 * intensity is interpolated between cell centres so the picture is smooth.
 */
export function renderHeatmapPng(
  grid: HeatmapGridInput,
  options: { pixelsPerCell?: number } = {},
): Buffer {
  const { widthCells, heightCells, seconds } = grid;
  const scale = Math.min(
    MAX_PIXELS_PER_CELL,
    Math.max(1, Math.round(options.pixelsPerCell ?? DEFAULT_PIXELS_PER_CELL)),
  );
  const width = Math.max(1, widthCells * scale);
  const height = Math.max(1, heightCells * scale);
  const png = new PNG({ width, height, colorType: 6, inputHasAlpha: true });
  // Buffer.alloc: zero-filled (transparent) and never pooled, so 4-byte aligned.
  const data = png.data;
  const levels = normalisedLevels(seconds, widthCells * heightCells);
  if (levels) paint(data, levels, widthCells, heightCells, scale);
  return PNG.sync.write(png, { colorType: 6, filterType: 2, deflateLevel: 3 });
}

/** Intensity per cell in [0, 1] (negative or non-finite seconds count as none); null when empty. */
function normalisedLevels(seconds: Float32Array, cells: number): Float32Array | null {
  let max = 0;
  for (let i = 0; i < cells; i++) {
    const value = seconds[i]!;
    if (value > max && Number.isFinite(value)) max = value;
  }
  if (max <= 0) return null;
  const levels = new Float32Array(cells);
  for (let i = 0; i < cells; i++) {
    const value = seconds[i]!;
    levels[i] = value > 0 && Number.isFinite(value) ? value / max : 0;
  }
  return levels;
}

/** For each pixel along one axis: the lower neighbouring cell centre and the weight of the upper one. */
function axisSamples(cells: number, scale: number) {
  const pixels = cells * scale;
  const lower = new Int32Array(pixels);
  const weight = new Float32Array(pixels);
  for (let p = 0; p < pixels; p++) {
    const centre = Math.min(cells - 1, Math.max(0, (p + 0.5) / scale - 0.5));
    const cell = Math.min(cells - 2, Math.floor(centre));
    lower[p] = Math.max(0, cell);
    weight[p] = cells > 1 ? centre - Math.max(0, cell) : 0;
  }
  return { lower, weight };
}

function paint(
  data: Buffer,
  levels: Float32Array,
  widthCells: number,
  heightCells: number,
  scale: number,
) {
  const width = widthCells * scale;
  const height = heightCells * scale;
  const xs = axisSamples(widthCells, scale);
  const ys = axisSamples(heightCells, scale);
  const lastX = widthCells - 1;
  const lastY = heightCells - 1;
  // One 32-bit write per pixel: the scale and the image share the byte order.
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const colours = new Uint32Array(heatmapColourScale.buffer, heatmapColourScale.byteOffset, 256);
  for (let py = 0; py < height; py++) {
    const cellRow = ((py / scale) | 0) * widthCells;
    const y0 = ys.lower[py]! * widthCells;
    const y1 = Math.min(ys.lower[py]! + 1, lastY) * widthCells;
    const fy = ys.weight[py]!;
    const rowStart = py * width;
    for (let px = 0; px < width; px++) {
      if (levels[cellRow + ((px / scale) | 0)]! === 0) continue;
      const x0 = xs.lower[px]!;
      const x1 = x0 < lastX ? x0 + 1 : lastX;
      const fx = xs.weight[px]!;
      const top = levels[y0 + x0]! + (levels[y0 + x1]! - levels[y0 + x0]!) * fx;
      const bottom = levels[y1 + x0]! + (levels[y1 + x1]! - levels[y1 + x0]!) * fx;
      // Entries 1..255: index 0 is transparent, any time at all gets a colour.
      pixels[rowStart + px] = colours[1 + ((254 * (top + (bottom - top) * fy) + 0.5) | 0)]!;
    }
  }
}
