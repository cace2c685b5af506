import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

const YARD_M = 0.9144;

/** American football: 120 x 53 1/3 yards, end zones, yard lines every 5 yards, hash marks. */
export function drawAmericanFootballField(): PitchDrawing {
  const length = 120 * YARD_M;
  const width = (160 / 3) * YARD_M;
  const endZone = 10 * YARD_M;
  // NFL hash marks: 70 ft 9 in from each sideline.
  const hashes = [21.56, width - 21.56];
  const field = new PitchDrawing(length, width, 0.2)
    .surface(PITCH_COLOURS.grass, PITCH_COLOURS.grassStripe, 24)
    .rect(0, 0, endZone, width, { fill: PITCH_COLOURS.grassOuter, area: true })
    .rect(length - endZone, 0, endZone, width, { fill: PITCH_COLOURS.grassOuter, area: true })
    .outline();
  for (let yard = 0; yard <= 100; yard++) {
    const x = endZone + yard * YARD_M;
    if (yard % 5 === 0) {
      field.line(x, 0, x, width);
    } else {
      field.line(x, 0.6, x, 1.2).line(x, width - 1.2, x, width - 0.6);
      for (const y of hashes) field.line(x, y - 0.3, x, y + 0.3);
    }
    const label = Math.min(yard, 100 - yard);
    if (yard % 10 === 0 && label > 0) {
      field.text(x, width - 11 * YARD_M, 1.8, String(label));
      field.text(x, 11 * YARD_M, 1.8, String(label), 180);
    }
  }
  field
    .text(endZone / 2, width / 2, 3.2, 'HOME', -90)
    .text(length - endZone / 2, width / 2, 3.2, 'AWAY', 90);
  // Goalposts at the back of each end zone.
  return field
    .rect(-0.1, width / 2 - 2.82, 0.5, 5.64, { fill: PITCH_COLOURS.line, area: true })
    .rect(length - 0.4, width / 2 - 2.82, 0.5, 5.64, { fill: PITCH_COLOURS.line, area: true });
}
