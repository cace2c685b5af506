import type { PitchArea } from './activityPlanner.js';
import type { Leg } from './athleteBody.js';
import type { Random } from './random.js';
import type { LegPlanner } from './recordTruePath.js';

export interface WarmUpOptions {
  random: Random;
  /** The rectangle the group jogs around. */
  area: PitchArea;
  durationS: number;
}

/**
 * Warm-up laps: jogging from corner to corner of the area, a little slower
 * at first; in the last third the long sides become progressive strides
 * (run to high-intensity pace) with a walk on the short sides.
 */
export function warmUpPlanner(options: WarmUpOptions): LegPlanner {
  const { random, area, durationS } = options;
  const corners = [
    { xM: area.minXM, yM: area.minYM },
    { xM: area.maxXM, yM: area.minYM },
    { xM: area.maxXM, yM: area.maxYM },
    { xM: area.minXM, yM: area.maxYM },
  ];
  let corner = random.integer(0, 3);
  const pace = random.uniform(0.9, 1.1);
  return (body, phaseTimeS): Leg => {
    corner = (corner + 1) % 4;
    const target = corners[corner]!;
    const strides = phaseTimeS > (durationS * 2) / 3;
    const longSide = corner % 2 === 1;
    // Jog the long sides; the short sides are for dynamic stretches at walking pace.
    let speedMps = (longSide ? random.uniform(1.7, 2.3) : random.uniform(1.1, 1.6)) * pace;
    if (phaseTimeS < durationS / 4) speedMps *= 0.85;
    if (strides) speedMps = longSide ? random.uniform(4.5, 6.6) : random.uniform(1.2, 1.6);
    const distanceM = Math.hypot(target.xM - body.xM, target.yM - body.yM);
    return {
      ...target,
      speedMps,
      responseS: strides && longSide ? 1.1 : 1.5,
      stop: false,
      maxDurationS: distanceM / Math.max(speedMps, 0.5) + 10,
    };
  };
}
