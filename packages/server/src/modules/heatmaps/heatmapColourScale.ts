/**
 * A perceptual colour scale for heat maps: 256 RGBA entries, index 1..255
 * for intensities above zero (index 0 is "no time here", fully transparent).
 *
 * Colours interpolate linearly between stops sampled from matplotlib's
 * "inferno" map (monotonic in lightness, readable by colour-blind viewers and
 * in greyscale). Its near-black start is skipped: over grass, the lowest
 * intensities read better as a faint purple than as a dark smudge.
 */
const INFERNO_STOPS: readonly (readonly [number, number, number])[] = [
  [0x42, 0x0a, 0x68],
  [0x6a, 0x17, 0x6e],
  [0x93, 0x26, 0x67],
  [0xbc, 0x37, 0x54],
  [0xdd, 0x51, 0x3a],
  [0xf3, 0x78, 0x19],
  [0xfc, 0xa5, 0x0a],
  [0xf6, 0xd7, 0x46],
  [0xfc, 0xff, 0xa4],
];

/** Opacity at the top of the scale: the pitch markings stay faintly visible. */
const MAX_ALPHA = 0.9;

function buildScale(): Uint8Array {
  const scale = new Uint8Array(256 * 4);
  const last = INFERNO_STOPS.length - 1;
  for (let i = 1; i < 256; i++) {
    const t = (i - 1) / 254;
    const position = t * last;
    const stop = Math.min(Math.floor(position), last - 1);
    const f = position - stop;
    const from = INFERNO_STOPS[stop]!;
    const to = INFERNO_STOPS[stop + 1]!;
    for (let c = 0; c < 3; c++) {
      scale[i * 4 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * f);
    }
    // Opacity rises faster than intensity: light use of a zone shows as a
    // tint, heavy use is nearly solid.
    scale[i * 4 + 3] = Math.max(1, Math.round(255 * MAX_ALPHA * t ** 0.75));
  }
  return scale;
}

export const heatmapColourScale: Readonly<Uint8Array> = buildScale();
