import type { ColumnEnvelope } from './decimateMinMax';
import type { RgbaBytes } from './timelinePalette';

/** A canvas's backing store as 32-bit pixels, row by row. */
export interface PixelGrid {
  words: Uint32Array;
  width: number;
  height: number;
}

export interface EnvelopeStyle {
  /** The speed at the top of the graph (the athlete's top speed). */
  maxSpeedKph: number;
  /** Device pixels per CSS pixel: the margin above and below the trace is one CSS pixel. */
  ratio: number;
  fill: RgbaBytes;
  line: RgbaBytes;
}

const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** A colour as one word of a Uint32Array over ImageData's bytes (red, green, blue, alpha). */
export function pixelWord([red, green, blue, alpha]: RgbaBytes): number {
  return LITTLE_ENDIAN
    ? ((alpha << 24) | (blue << 16) | (green << 8) | red) >>> 0
    : ((red << 24) | (green << 16) | (blue << 8) | alpha) >>> 0;
}

/**
 * Writes a decimated speed graph onto cleared pixels, one column per envelope entry: the
 * area from the column's highest speed down to the axis, and the trace from its lowest to
 * its highest speed, stretched to meet the previous column's so it stays one line. Columns
 * without data stay empty and break the line.
 */
export function writeEnvelopePixels(
  { words, width, height }: PixelGrid,
  { minKph, maxKph }: ColumnEnvelope,
  style: EnvelopeStyle,
): void {
  const scale = (height - 2 * style.ratio) / style.maxSpeedKph;
  const rowOf = (speedKph: number) =>
    Math.min(height - 1, Math.max(0, Math.round(height - style.ratio - speedKph * scale)));
  const fill = pixelWord(style.fill);
  const line = pixelWord(style.line);
  const paint = (column: number, fromRow: number, toRow: number, colour: number) => {
    for (let at = fromRow * width + column; at <= toRow * width + column; at += width) {
      words[at] = colour;
    }
  };
  // The previous column's trace rows; -1 after a column without data.
  let previousTop = -1;
  let previousBottom = -1;
  for (let column = 0; column < Math.min(width, maxKph.length); column += 1) {
    const high = maxKph[column]!;
    if (Number.isNaN(high)) {
      previousTop = -1;
      continue;
    }
    const top = rowOf(high);
    const bottom = rowOf(minKph[column]!);
    paint(column, top, height - 1, fill);
    const joined = previousTop >= 0;
    paint(
      column,
      joined ? Math.min(top, previousBottom + 1) : top,
      joined ? Math.max(bottom, previousTop - 1) : bottom,
      line,
    );
    previousTop = top;
    previousBottom = bottom;
  }
}
