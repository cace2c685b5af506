import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

const YARD_M = 0.9144;

/**
 * Lacrosse on a 110 x 60 yard field. Men's: goals 15 yards from the end
 * lines, restraining lines 20 yards in front, attack boxes and wing lines.
 * Women's: goals 10 yards in, the 8 m arc and 12 m fan, a centre circle.
 */
export function drawLacrosseField(variant: 'mens' | 'womens'): PitchDrawing {
  const length = 110 * YARD_M;
  const width = 60 * YARD_M;
  const middle = width / 2;
  const field = new PitchDrawing(length, width, 0.2)
    .surface(PITCH_COLOURS.grass, PITCH_COLOURS.grassStripe, 12)
    .outline()
    .line(length / 2, 0, length / 2, width);
  if (variant === 'mens') {
    const goal = 15 * YARD_M;
    const restraining = goal + 20 * YARD_M;
    const box = 10 * YARD_M;
    field
      .line(length / 2 - 0.5, middle - 0.5, length / 2 + 0.5, middle + 0.5)
      .line(length / 2 - 0.5, middle + 0.5, length / 2 + 0.5, middle - 0.5);
    // Wing lines: 20 yards long, 10 yards in from each sideline.
    for (const y of [10 * YARD_M, width - 10 * YARD_M]) {
      field.line(length / 2 - 10 * YARD_M, y, length / 2 + 10 * YARD_M, y);
    }
    return field.mirrored((end) => {
      end
        .line(restraining, 0, restraining, width)
        .rect(0, box, restraining, width - 2 * box)
        .line(goal, middle - 1.5, goal, middle + 1.5)
        .circle(goal, middle, 2.74);
    });
  }
  const goal = 10 * YARD_M;
  const restraining = goal + 30 * YARD_M;
  field.circle(length / 2, middle, 9).line(length / 2 - 1.5, middle, length / 2 + 1.5, middle);
  return field.mirrored((end) => {
    end
      .line(restraining, 0, restraining, width)
      .line(goal, middle - 1.5, goal, middle + 1.5)
      .circle(goal, middle, 2.6)
      .arc(goal, middle, 8, -90, 90)
      .line(goal, middle - 8, goal - 2, middle - 8)
      .line(goal, middle + 8, goal - 2, middle + 8)
      .arc(goal, middle, 12, -60, 60, { dashed: true });
  });
}
