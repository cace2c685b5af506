import { PITCH_COLOURS, PitchDrawing } from './PitchDrawing.js';

const FOOT_M = 0.3048;
const DIAGONAL = Math.SQRT1_2;

/**
 * Where a circle centred on the home-to-second axis, `centreM` from home,
 * crosses a foul line: the distance from home along the line.
 */
function foulLineCrossing(centreM: number, radiusM: number): number {
  const along = centreM * DIAGONAL;
  return along + Math.sqrt(along * along - centreM * centreM + radiusM * radiusM);
}

/** A baseball field: home plate on the left, the diamond, the infield skin and the outfield fence. */
export function drawBaseballField(): PitchDrawing {
  const length = 130;
  const width = 150;
  const home = { x: 4, y: width / 2 };
  const diagonal = 90 * FOOT_M * DIAGONAL;
  const mound = 60.5 * FOOT_M;
  // Fence: 330 ft down the lines, 400 ft to centre, one circular arc through the three.
  const pole = 330 * FOOT_M * DIAGONAL;
  const centreField = 400 * FOOT_M;
  const fenceCentre = (centreField ** 2 - 2 * pole ** 2) / (2 * (centreField - pole));
  const fenceRadius = centreField - fenceCentre;
  const fan = (centreM: number, radiusM: number) => {
    const t = foulLineCrossing(centreM, radiusM) * DIAGONAL;
    return `M ${home.x} ${home.y} L ${home.x + t} ${home.y - t} A ${radiusM} ${radiusM} 0 0 1 ${home.x + t} ${home.y + t} Z`;
  };
  const field = new PitchDrawing(length, width, 0.25)
    .surface(PITCH_COLOURS.grassOuter, PITCH_COLOURS.grassOuter, 1)
    .path(fan(fenceCentre, fenceRadius), { fill: PITCH_COLOURS.dirt, area: true })
    .path(fan(fenceCentre, fenceRadius - 4.5), { fill: PITCH_COLOURS.grass, area: true });
  // Mowing bands round home plate, inside the warning track.
  for (let r = 93, band = 0; r >= 30; r -= 7, band++) {
    const fill = band % 2 === 0 ? PITCH_COLOURS.grassStripe : PITCH_COLOURS.grass;
    field.path(fan(0, r), { fill, area: true });
  }
  // The infield skin: a 95 ft arc round the pitcher's plate, then the grass inside the bases.
  field
    .path(fan(mound, 95 * FOOT_M), { fill: PITCH_COLOURS.dirt, area: true })
    .path(
      `M ${home.x + 2.5} ${home.y} L ${home.x + diagonal} ${home.y - diagonal + 2.5} L ${home.x + 2 * diagonal - 2.5} ${home.y} L ${home.x + diagonal} ${home.y + diagonal - 2.5} Z`,
      { fill: PITCH_COLOURS.grass, area: true },
    )
    .circle(home.x + mound, home.y, 2.74, { fill: PITCH_COLOURS.dirt, area: true })
    .circle(home.x, home.y, 3.96, { fill: PITCH_COLOURS.dirt, area: true })
    .line(home.x, home.y, home.x + pole, home.y - pole)
    .line(home.x, home.y, home.x + pole, home.y + pole)
    .rect(home.x + mound - 0.1, home.y - 0.3, 0.2, 0.6, { fill: PITCH_COLOURS.line, area: true });
  for (const [x, y] of [
    [home.x + diagonal, home.y + diagonal],
    [home.x + 2 * diagonal, home.y],
    [home.x + diagonal, home.y - diagonal],
  ] as const) {
    field.rect(x - 0.23, y - 0.23, 0.46, 0.46, { fill: PITCH_COLOURS.line, area: true });
  }
  return field.path(
    `M ${home.x - 0.2} ${home.y - 0.22} L ${home.x + 0.2} ${home.y - 0.22} L ${home.x + 0.4} ${home.y} L ${home.x + 0.2} ${home.y + 0.22} L ${home.x - 0.2} ${home.y + 0.22} Z`,
    { fill: PITCH_COLOURS.line, area: true },
  );
}
