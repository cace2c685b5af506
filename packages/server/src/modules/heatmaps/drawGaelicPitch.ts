import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

/** Gaelic football and hurling: 145 m x 90 m with 13, 20, 45 and 65 m lines. */
export function drawGaelicPitch(): PitchDrawing {
  const length = 145;
  const width = 90;
  const middle = width / 2;
  const pitch = new PitchDrawing(length, width, 0.3)
    .surface(PITCH_COLOURS.grass, PITCH_COLOURS.grassStripe, 14)
    .outline()
    .line(length / 2, middle - 5, length / 2, middle + 5);
  return pitch.mirrored((end) => {
    for (const x of [13, 20, 45, 65]) end.line(x, 0, x, width);
    end
      // The large and small rectangles in front of goal.
      .rect(0, middle - 9.5, 13, 19)
      .rect(0, middle - 7, 4.5, 14)
      // The arc: 13 m from the middle of the 20 m line, outside it.
      .arc(20, middle, 13, -90, 90)
      .spot(11, middle, 0.35)
      .rect(-0.1, middle - 3.25, 0.6, 6.5, { fill: PITCH_COLOURS.line, area: true });
  });
}
