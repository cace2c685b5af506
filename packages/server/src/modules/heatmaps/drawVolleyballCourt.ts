import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

/** An indoor volleyball court, 18 m x 9 m, inside a 3 m free zone. */
export function drawVolleyballCourt(): PitchDrawing {
  const zone = 3;
  const length = 18 + 2 * zone;
  const width = 9 + 2 * zone;
  return new PitchDrawing(length, width, 0.05)
    .surface(PITCH_COLOURS.wood, PITCH_COLOURS.woodStripe, 24)
    .rect(zone, zone, 18, 9, { fill: PITCH_COLOURS.paint })
    .line(length / 2, zone - 1, length / 2, zone + 10)
    .line(length / 2 - 3, zone, length / 2 - 3, zone + 9)
    .line(length / 2 + 3, zone, length / 2 + 3, zone + 9)
    .line(length / 2 - 3, zone - 1.75, length / 2 - 3, zone, { dashed: true })
    .line(length / 2 + 3, zone - 1.75, length / 2 + 3, zone, { dashed: true })
    .line(length / 2 - 3, zone + 9, length / 2 - 3, zone + 10.75, { dashed: true })
    .line(length / 2 + 3, zone + 9, length / 2 + 3, zone + 10.75, { dashed: true });
}
