import type { PitchArea } from './activityPlanner.js';
import type { Random } from './random.js';

/**
 * Where the play is at a time: a smooth, seeded wander over the area, the sum
 * of three slow sinusoids per axis (periods of tens of seconds to minutes),
 * so anchors that follow it move the way a team shifts with the ball.
 */
export function followPlay(
  random: Random,
  area: PitchArea,
): (timeS: number) => { xM: number; yM: number } {
  const centreX = (area.minXM + area.maxXM) / 2;
  const centreY = (area.minYM + area.maxYM) / 2;
  const halfX = (area.maxXM - area.minXM) / 2;
  const halfY = (area.maxYM - area.minYM) / 2;
  const waves = (): [number, number, number][] =>
    [0.55, 0.3, 0.15].map((share) => [
      share,
      (2 * Math.PI) / random.uniform(25, 180),
      random.uniform(0, 2 * Math.PI),
    ]);
  const xWaves = waves();
  const yWaves = waves();
  const sum = (list: [number, number, number][], timeS: number): number => {
    let value = 0;
    for (const [share, omega, phase] of list) value += share * Math.sin(omega * timeS + phase);
    return value;
  };
  return (timeS) => ({
    xM: centreX + halfX * sum(xWaves, timeS),
    yM: centreY + halfY * sum(yWaves, timeS),
  });
}
