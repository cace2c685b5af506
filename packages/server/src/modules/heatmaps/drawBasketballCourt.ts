import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

/** A FIBA basketball court, 28 m x 15 m, on wood with painted keys. */
export function drawBasketballCourt(): PitchDrawing {
  const length = 28;
  const width = 15;
  const middle = width / 2;
  const basket = 1.575;
  const court = new PitchDrawing(length, width, 0.06)
    .surface(PITCH_COLOURS.wood, PITCH_COLOURS.woodStripe, 28)
    .circle(length / 2, middle, 1.8, { fill: PITCH_COLOURS.paint })
    .outline()
    .line(length / 2, 0, length / 2, width);
  return court.mirrored((end) => {
    // The three-point line: straight 0.9 m from the sidelines, then a 6.75 m arc.
    const straightY = 0.9;
    const arcStartX = basket + Math.sqrt(6.75 ** 2 - (middle - straightY) ** 2);
    end
      .rect(0, middle - 2.45, 5.8, 4.9, { fill: PITCH_COLOURS.paint })
      .arc(5.8, middle, 1.8, -90, 90)
      .arc(5.8, middle, 1.8, 90, 270, { dashed: true })
      .path(
        `M 0 ${straightY} L ${arcStartX} ${straightY} A 6.75 6.75 0 0 1 ${arcStartX} ${width - straightY} L 0 ${width - straightY}`,
      )
      .arc(basket, middle, 1.25, -90, 90)
      .line(1.2, middle - 0.9, 1.2, middle + 0.9)
      .circle(basket, middle, 0.23);
  });
}
