import type { Viewport } from '../model/types';
import { decimateMinMax, type ColumnEnvelope } from './decimateMinMax';
import type { GraphSeries } from './speedSeries';
import { writeEnvelopePixels } from './envelopePixels';
import type { TimelinePalette } from './timelinePalette';

/**
 * One athlete's speed over the view, scaled to the athlete's top speed. Zoomed out, each
 * device-pixel column draws the min-max range of its samples (min/max decimation, read
 * from the series' pyramid); zoomed in past one sample per pixel, the samples themselves
 * are joined. Gaps in the data stay gaps.
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
  const devicePixels = context.canvas.width;
  const msPerDevicePx = (viewport.msPerPx * viewport.widthPx) / devicePixels;
  if (msPerDevicePx < series.intervalMs) drawSamples(context, series, viewport, heightPx, toY);
  else drawEnvelope(context, series, { ...viewport, msPerPx: msPerDevicePx }, heightPx, palette);
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

/** One pixel buffer for every graph: putImageData copies it, so the next graph reuses it. */
let scratch: { image: ImageData; words: Uint32Array } | null = null;
/** Likewise one envelope: each graph is decimated, written and done before the next. */
let envelope: ColumnEnvelope | undefined;

function pixelBuffer(context: CanvasRenderingContext2D, widthPx: number, heightPx: number) {
  if (!scratch || scratch.image.width !== widthPx || scratch.image.height !== heightPx) {
    const image = context.createImageData(widthPx, heightPx);
    scratch = { image, words: new Uint32Array(image.data.buffer) };
  } else {
    scratch.words.fill(0);
  }
  return scratch;
}

/**
 * Zoomed out, the envelope is written as pixels, one device-pixel column at a time.
 * Writing pixels costs the same whatever the speeds; a path of thousands of points costs
 * the browser far more to fill and stroke on every zoom step.
 */
function drawEnvelope(
  context: CanvasRenderingContext2D,
  series: GraphSeries,
  /** The view in device pixels (the canvas's backing store). */
  deviceView: Viewport,
  heightPx: number,
  palette: TimelinePalette,
): void {
  const { width, height } = context.canvas;
  envelope = decimateMinMax(series, { ...deviceView, widthPx: width }, envelope);
  const { image, words } = pixelBuffer(context, width, height);
  writeEnvelopePixels({ words, width, height }, envelope, {
    maxSpeedKph: series.maxSpeedKph,
    ratio: height / heightPx,
    fill: palette.graphFillBytes,
    line: palette.graphLineBytes,
  });
  context.putImageData(image, 0, 0);
}
