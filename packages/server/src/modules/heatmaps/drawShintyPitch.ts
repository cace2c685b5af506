import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

/** A shinty pitch, 145 m x 70 m: the 10 m "D", penalty spot, centre spot and circle. */
export function drawShintyPitch(): PitchDrawing {
  const length = 145;
  const width = 70;
  const middle = width / 2;
  const pitch = new PitchDrawing(length, width, 0.28)
    .surface(PITCH_COLOURS.grass, PITCH_COLOURS.grassStripe, 14)
    .outline()
    .line(length / 2, 0, length / 2, width)
    .circle(length / 2, middle, 4.57)
    .spot(length / 2, middle, 0.35);
  return pitch.mirrored((end) => {
    end
      .rect(0, middle - 9, 4.5, 18)
      .arc(0, middle, 10, -90, 90)
      .spot(18.3, middle, 0.35)
      .line(18.3 + 27.4, 0, 18.3 + 27.4, width, { dashed: true })
      .rect(-0.1, middle - 1.83, 0.5, 3.66, { fill: PITCH_COLOURS.line, area: true });
  });
}
