import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

const YARD_M = 0.9144;

/** A polo ground, 300 x 160 yards, with its 30, 40 and 60 yard marks and 8-yard goals. */
export function drawPoloField(): PitchDrawing {
  const length = 300 * YARD_M;
  const width = 160 * YARD_M;
  const middle = width / 2;
  const field = new PitchDrawing(length, width, 0.5)
    .surface(PITCH_COLOURS.grass, PITCH_COLOURS.grassStripe, 16)
    .outline()
    .line(length / 2, 0, length / 2, 6)
    .line(length / 2, width - 6, length / 2, width)
    .line(length / 2, middle - 3, length / 2, middle + 3)
    .line(length / 2 - 3, middle, length / 2 + 3, middle);
  return field.mirrored((end) => {
    for (const yards of [30, 40, 60]) {
      const x = yards * YARD_M;
      end
        .line(x, 0, x, 6)
        .line(x, width - 6, x, width)
        .line(x - 2, middle, x + 2, middle)
        .text(x, 10, 3.5, String(yards));
    }
    end.rect(-0.2, middle - 4 * YARD_M, 1, 8 * YARD_M, { fill: PITCH_COLOURS.line, area: true });
  });
}
