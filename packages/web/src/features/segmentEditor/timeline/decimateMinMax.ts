import type { GraphSeries } from './speedSeries';

/** Per pixel column, the lowest and highest speed of the samples inside it (NaN: none). */
export interface ColumnEnvelope {
  minKph: Float32Array;
  maxKph: Float32Array;
}

export interface ColumnWindow {
  /** Epoch milliseconds at the left edge of column 0. */
  startMs: number;
  msPerPx: number;
  widthPx: number;
}

/**
 * Min/max decimation of a speed series onto pixel columns: column c holds the samples
 * whose time t satisfies startMs + c·msPerPx <= t < startMs + (c+1)·msPerPx. One walk
 * over the samples in view and the columns, whatever the zoom: a 2-hour graph at any
 * scale costs at most (samples in view + width) steps.
 */
export function decimateMinMax(series: GraphSeries, window: ColumnWindow): ColumnEnvelope {
  const width = Math.max(0, Math.floor(window.widthPx));
  const minKph = new Float32Array(width).fill(Number.NaN);
  const maxKph = new Float32Array(width).fill(Number.NaN);
  const { speedsKph, intervalMs } = series;
  if (width === 0 || speedsKph.length === 0) return { minKph, maxKph };

  const viewStart = window.startMs;
  const firstIndex = Math.max(0, Math.ceil((viewStart - series.startMs) / intervalMs) - 1);
  let column = 0;
  let columnEnd = viewStart + window.msPerPx;
  for (let index = firstIndex; index < speedsKph.length; index += 1) {
    const t = series.startMs + index * intervalMs;
    if (t < viewStart) continue;
    while (t >= columnEnd) {
      column += 1;
      if (column >= width) return { minKph, maxKph };
      columnEnd = viewStart + (column + 1) * window.msPerPx;
    }
    const speed = speedsKph[index]!;
    if (Number.isNaN(speed)) continue;
    const low = minKph[column]!;
    if (Number.isNaN(low) || speed < low) minKph[column] = speed;
    const high = maxKph[column]!;
    if (Number.isNaN(high) || speed > high) maxKph[column] = speed;
  }
  return { minKph, maxKph };
}
