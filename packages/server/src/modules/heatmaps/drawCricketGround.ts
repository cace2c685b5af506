import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

const YARD_M = 0.9144;

/** A cricket ground: an oval boundary, the 30-yard circle and the pitch with its creases. */
export function drawCricketGround(): PitchDrawing {
  const length = 150;
  const width = 135;
  const cx = length / 2;
  const cy = width / 2;
  const pitchLength = 22 * YARD_M;
  const stumps = [cx - pitchLength / 2, cx + pitchLength / 2];
  const oval = (rx: number, ry: number) =>
    `M ${cx - rx} ${cy} A ${rx} ${ry} 0 1 1 ${cx + rx} ${cy} A ${rx} ${ry} 0 1 1 ${cx - rx} ${cy} Z`;
  // Mown grass everywhere, then the darker surround outside the boundary.
  const ground = new PitchDrawing(length, width, 0.3)
    .surface(PITCH_COLOURS.grass, PITCH_COLOURS.grassStripe, 15)
    .path(`M 0 0 H ${length} V ${width} H 0 Z ${oval(73, 65.5)}`, {
      fill: PITCH_COLOURS.grassOuter,
      area: true,
      evenOdd: true,
    });
  // The inner circle: semicircles of 30 yards round each set of stumps, joined.
  const r = 30 * YARD_M;
  ground.path(
    `M ${stumps[0]} ${cy - r} L ${stumps[1]} ${cy - r} A ${r} ${r} 0 0 1 ${stumps[1]} ${cy + r} L ${stumps[0]} ${cy + r} A ${r} ${r} 0 0 1 ${stumps[0]} ${cy - r} Z`,
    { dashed: true },
  );
  ground.rect(cx - pitchLength / 2 - 1.5, cy - 1.52, pitchLength + 3, 3.04, {
    fill: PITCH_COLOURS.pitchStrip,
    area: true,
  });
  for (const x of stumps) {
    const inward = x < cx ? 1 : -1;
    ground
      .line(x, cy - 1.32, x, cy + 1.32)
      .line(x + inward * 1.22, cy - 1.52, x + inward * 1.22, cy + 1.52)
      .line(x - 0.9 * inward, cy - 1.32, x + inward * 1.22, cy - 1.32)
      .line(x - 0.9 * inward, cy + 1.32, x + inward * 1.22, cy + 1.32);
  }
  return ground.path(oval(72, 64.5));
}
