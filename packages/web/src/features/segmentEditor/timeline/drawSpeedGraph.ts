import type { Viewport } from '../model/types';
import { decimateMinMax } from './decimateMinMax';
import type { GraphSeries } from './speedSeries';
import type { TimelinePalette } from './timelinePalette';

/**
 * One athlete's speed over the view, scaled to the athlete's top speed. Zoomed out, each
 * pixel column draws the min-max range of its samples (min/max decimation); zoomed in past
 * one sample per pixel, the samples themselves are joined. Gaps in the data stay gaps.
 */
export function drawSpeedGraph(
  context: CanvasRenderingContext2D,
  series: GraphSeries,
  viewport: Viewport,
  heightPx: number,
  palette: TimelinePalette,
): void {
  if (series.maxSpeedKph <= 0) return;
  const scale = (heightPx - 2) / series.maxSpeedKph;
  const toY = (speedKph: number) => heightPx - 1 - speedKph * scale;
  context.lineWidth = 1;
  context.strokeStyle = palette.graphLine;
  context.fillStyle = palette.graphFill;
  if (viewport.msPerPx < series.intervalMs) drawSamples(context, series, viewport, heightPx, toY);
  else drawEnvelope(context, series, viewport, heightPx, toY);
}

function drawSamples(
  context: CanvasRenderingContext2D,
  series: GraphSeries,
  viewport: Viewport,
  heightPx: number,
  toY: (speedKph: number) => number,
): void {
  const { speedsKph, intervalMs } = series;
  const first = Math.max(0, Math.floor((viewport.startMs - series.startMs) / intervalMs));
  const endMs = viewport.startMs + viewport.widthPx * viewport.msPerPx;
  const last = Math.min(speedsKph.length - 1, Math.ceil((endMs - series.startMs) / intervalMs));
  const xOf = (index: number) =>
    (series.startMs + index * intervalMs - viewport.startMs) / viewport.msPerPx;
  const runs: [number, number][] = [];
  let runStart = -1;
  for (let index = first; index <= last + 1; index += 1) {
    const known = index <= last && !Number.isNaN(speedsKph[index]!);
    if (known && runStart < 0) runStart = index;
    if (!known && runStart >= 0) {
      runs.push([runStart, index - 1]);
      runStart = -1;
    }
  }
  for (const [from, to] of runs) {
    context.beginPath();
    context.moveTo(xOf(from), heightPx);
    for (let index = from; index <= to; index += 1)
      context.lineTo(xOf(index), toY(speedsKph[index]!));
    context.lineTo(xOf(to), heightPx);
    context.closePath();
    context.fill();
    context.beginPath();
    for (let index = from; index <= to; index += 1) {
      if (index === from) context.moveTo(xOf(index), toY(speedsKph[index]!));
      else context.lineTo(xOf(index), toY(speedsKph[index]!));
    }
    context.stroke();
  }
}

function drawEnvelope(
  context: CanvasRenderingContext2D,
  series: GraphSeries,
  viewport: Viewport,
  heightPx: number,
  toY: (speedKph: number) => number,
): void {
  const { minKph, maxKph } = decimateMinMax(series, viewport);
  const width = maxKph.length;
  const area = new Path2D();
  const line = new Path2D();
  let runStart = -1;
  let previousY = 0;
  for (let column = 0; column <= width; column += 1) {
    const high = column < width ? maxKph[column]! : Number.NaN;
    const x = column + 0.5;
    if (Number.isNaN(high)) {
      if (runStart >= 0) {
        area.lineTo(column - 0.5, heightPx);
        area.closePath();
        runStart = -1;
      }
      continue;
    }
    const top = toY(high);
    const bottom = toY(minKph[column]!);
    if (runStart < 0) {
      runStart = column;
      area.moveTo(x, heightPx);
      line.moveTo(x, bottom);
      previousY = bottom;
    }
    area.lineTo(x, top);
    // Enter the column at whichever end is nearer the previous point, so the trace stays one line.
    const [near, far] =
      Math.abs(previousY - top) < Math.abs(previousY - bottom) ? [top, bottom] : [bottom, top];
    line.lineTo(x, near);
    line.lineTo(x, far);
    previousY = far;
  }
  context.fill(area);
  context.stroke(line);
}
