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
 * whose time t satisfies startMs + c·msPerPx <= t < startMs + (c+1)·msPerPx. Each column
 * reads the series' min/max pyramid, so a zoomed-out 2-hour graph costs about
 * width · 2·log2(samples per column) steps, not a walk over every sample in view.
 */
export function decimateMinMax(
  series: GraphSeries,
  window: ColumnWindow,
  /** Written over and returned when as wide as the window (a frame's graphs share one). */
  reuse?: ColumnEnvelope,
): ColumnEnvelope {
  const width = Math.max(0, Math.floor(window.widthPx));
  const envelope =
    reuse?.minKph.length === width
      ? reuse
      : { minKph: new Float32Array(width), maxKph: new Float32Array(width) };
  const { minKph, maxKph } = envelope;
  let from = firstIndexFrom(series, window.startMs);
  for (let column = 0; column < width; column += 1) {
    const to = firstIndexFrom(series, window.startMs + (column + 1) * window.msPerPx);
    series.pyramid.extentInto(from, to, minKph, maxKph, column);
    from = to;
  }
  return envelope;
}

/** The index of the first sample at or after `timeMs` (the series' length if none). */
function firstIndexFrom({ startMs, intervalMs, speedsKph }: GraphSeries, timeMs: number): number {
  const length = speedsKph.length;
  let index = Math.min(length, Math.max(0, Math.ceil((timeMs - startMs) / intervalMs)));
  // The division rounds; the samples' own times decide, as the definition above says.
  while (index > 0 && startMs + (index - 1) * intervalMs >= timeMs) index -= 1;
  while (index < length && startMs + index * intervalMs < timeMs) index += 1;
  return index;
}
