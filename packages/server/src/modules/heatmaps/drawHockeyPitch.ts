import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

/** Field hockey on blue water-based turf: 91.4 m x 55 m, 23 m lines and shooting circles. */
export function drawHockeyPitch(): PitchDrawing {
  const length = 91.4;
  const width = 55;
  const middle = width / 2;
  const post = 3.66 / 2;
  const pitch = new PitchDrawing(length, width, 0.2)
    .surface(PITCH_COLOURS.turf, PITCH_COLOURS.turfStripe, 12)
    .outline()
    .line(length / 2, 0, length / 2, width)
    .spot(length / 2, middle, 0.3);
  return pitch.mirrored((end) => {
    const circle = (r: number) =>
      `M 0 ${middle - post - r} A ${r} ${r} 0 0 1 ${r} ${middle - post} L ${r} ${middle + post} A ${r} ${r} 0 0 1 0 ${middle + post + r}`;
    end
      .line(22.9, 0, 22.9, width)
      .path(circle(14.63))
      .path(circle(19.63), { dashed: true })
      .spot(6.475, middle, 0.25)
      .rect(-0.1, middle - post, 0.5, 2 * post, { fill: PITCH_COLOURS.line, area: true });
  });
}
