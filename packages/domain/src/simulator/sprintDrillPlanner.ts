import type { Leg } from './athleteBody.js';
import type { Random } from './random.js';
import type { LegPlanner } from './recordTruePath.js';

export interface SprintDrillOptions {
  random: Random;
  /** The athlete's start cone, pitch metres; the sprint runs along +x from it. */
  startXM: number;
  startYM: number;
  /** Sprint length in metres (flying part included). */
  distanceM: number;
  /** A repetition starts every intervalS seconds, the first at firstRepS. */
  intervalS: number;
  firstRepS: number;
  /** The last repetition starts no later than this (the phase's length less time to finish). */
  lastRepS: number;
  maxSpeedMps: number;
}

type Stage = 'waiting' | 'sprinting' | 'braking' | 'returning';

/**
 * Repeated all-out sprints from a cone: wait, sprint the distance, brake,
 * walk back, wait for the next repetition. Each repetition is a true sprint
 * effort (well above 7 m/s for several seconds) with a clear start and end.
 */
export function sprintDrillPlanner(options: SprintDrillOptions): LegPlanner {
  const { random, startXM, startYM, distanceM, intervalS, firstRepS, lastRepS } = options;
  let stage: Stage = 'waiting';
  let nextRepS = firstRepS;
  return (body, phaseTimeS): Leg => {
    if (stage === 'waiting' && phaseTimeS >= nextRepS && nextRepS <= lastRepS) {
      stage = 'sprinting';
      nextRepS += intervalS;
      return {
        xM: startXM + distanceM,
        yM: startYM + random.uniform(-1, 1),
        speedMps: options.maxSpeedMps,
        responseS: 0.6,
        stop: false,
        maxDurationS: 15,
      };
    }
    if (stage === 'sprinting') {
      stage = 'braking';
      return {
        xM: body.xM + 12,
        yM: body.yM,
        speedMps: 1,
        responseS: 0.3,
        stop: true,
        maxDurationS: 6,
      };
    }
    if (stage === 'braking') {
      stage = 'returning';
      return {
        xM: startXM + random.uniform(-0.5, 0.5),
        yM: startYM + random.uniform(-0.5, 0.5),
        speedMps: random.uniform(1.1, 1.6),
        responseS: 1.2,
        stop: true,
        maxDurationS: 60,
      };
    }
    stage = 'waiting';
    // Shuffling on the spot until the next repetition.
    const waitS = Math.max(0.5, Math.min(random.uniform(2, 5), nextRepS - phaseTimeS));
    const angle = random.uniform(-Math.PI, Math.PI);
    return {
      xM: startXM - 1 + 0.8 * Math.cos(angle),
      yM: startYM + 0.8 * Math.sin(angle),
      speedMps: 0.4,
      responseS: 1,
      stop: true,
      maxDurationS: waitS,
    };
  };
}
