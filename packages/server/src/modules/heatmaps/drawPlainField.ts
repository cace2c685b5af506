import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

/** A plain 100 m x 64 m field with its boundary and a halfway line, for any other sport. */
export function drawPlainField(): PitchDrawing {
  const length = 100;
  const width = 64;
  return new PitchDrawing(length, width, 0.24)
    .surface(PITCH_COLOURS.grass, PITCH_COLOURS.grassStripe, 10)
    .outline()
    .line(length / 2, 0, length / 2, width, { dashed: true })
    .spot(length / 2, width / 2, 0.35);
}
