import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

/** Association football, Law 1 dimensions on a 105 m x 68 m pitch. */
export function drawFootballPitch(): PitchDrawing {
  const length = 105;
  const width = 68;
  const middle = width / 2;
  const pitch = new PitchDrawing(length, width, 0.24)
    .surface(PITCH_COLOURS.grass, PITCH_COLOURS.grassStripe, 14)
    .outline()
    .line(length / 2, 0, length / 2, width)
    .circle(length / 2, middle, 9.15)
    .spot(length / 2, middle, 0.35);
  return pitch.mirrored((end) => {
    end
      .rect(0, middle - 20.16, 16.5, 40.32)
      .rect(0, middle - 9.16, 5.5, 18.32)
      .spot(11, middle, 0.3)
      // The arc is the part of the 9.15 m circle round the spot outside the area.
      .arc(11, middle, 9.15, -53.13, 53.13)
      .rect(-0.1, middle - 3.66, 0.5, 7.32, { fill: PITCH_COLOURS.line, area: true })
      .arc(0, 0, 1, 0, 90)
      .arc(0, width, 1, 270, 360);
  });
}
