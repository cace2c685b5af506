import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

/** Rugby union: 100 m between try lines, 10 m in-goal areas, 70 m wide. */
export function drawRugbyPitch(): PitchDrawing {
  const length = 120;
  const width = 70;
  const goal = 10;
  const pitch = new PitchDrawing(length, width, 0.26)
    .surface(PITCH_COLOURS.grass, PITCH_COLOURS.grassStripe, 12)
    .rect(0, 0, goal, width, { fill: PITCH_COLOURS.grassOuter, area: true })
    .rect(length - goal, 0, goal, width, { fill: PITCH_COLOURS.grassOuter, area: true })
    .outline()
    .line(length / 2, 0, length / 2, width);
  pitch.mirrored((end) => {
    end
      .line(goal, 0, goal, width)
      .line(goal + 22, 0, goal + 22, width)
      .line(goal + 40, 0, goal + 40, width, { dashed: true })
      // 5 m line in front of the try line, broken where it meets the 5/15 m lines.
      .line(goal + 5, 5, goal + 5, width - 5, { dashed: true })
      .rect(goal - 0.25, width / 2 - 2.8, 0.5, 5.6, { fill: PITCH_COLOURS.line, area: true });
    for (const y of [5, 15, width - 15, width - 5]) {
      end.line(goal + 5, y, goal + 22 - 2, y, { dashed: true });
    }
  });
  for (const y of [5, 15, width - 15, width - 5]) {
    pitch.line(goal + 22 + 2, y, length - goal - 22 - 2, y, { dashed: true });
  }
  for (const [x, label] of [
    [goal + 22, '22'],
    [goal + 40, '10'],
    [length / 2, '50'],
    [length - goal - 40, '10'],
    [length - goal - 22, '22'],
  ] as const) {
    pitch.text(x + 2.2, 9.5, 2.6, label);
  }
  return pitch;
}
