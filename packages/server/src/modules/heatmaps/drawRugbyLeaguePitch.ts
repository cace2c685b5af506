import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

/** Rugby league: 100 m between try lines marked every 10 m, 8 m in-goal areas, 68 m wide. */
export function drawRugbyLeaguePitch(): PitchDrawing {
  const goal = 8;
  const length = 100 + 2 * goal;
  const width = 68;
  const pitch = new PitchDrawing(length, width, 0.26)
    .surface(PITCH_COLOURS.grass, PITCH_COLOURS.grassStripe, 10)
    .rect(0, 0, goal, width, { fill: PITCH_COLOURS.grassOuter, area: true })
    .rect(length - goal, 0, goal, width, { fill: PITCH_COLOURS.grassOuter, area: true })
    .outline();
  for (let metres = 0; metres <= 100; metres += 10) {
    const x = goal + metres;
    const major = metres === 0 || metres === 20 || metres === 50 || metres === 80 || metres === 100;
    pitch.line(x, 0, x, width, { dashed: !major });
    const label = Math.min(metres, 100 - metres);
    if (label > 0) {
      pitch.text(x, 15, 3, String(label)).text(x, width - 15, 3, String(label), 180);
    }
  }
  pitch.mirrored((end) => {
    end.rect(goal - 0.25, width / 2 - 2.75, 0.5, 5.5, { fill: PITCH_COLOURS.line, area: true });
    for (const y of [10, 20, width - 20, width - 10]) {
      end.line(goal + 10, y, goal + 40, y, { dashed: true });
    }
  });
  return pitch;
}
