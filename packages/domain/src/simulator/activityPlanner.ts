import type { Leg } from './athleteBody.js';
import type { Random } from './random.js';
import type { LegPlanner } from './recordTruePath.js';

/** Shares of time spent in each gait; they need not sum to 1. */
export interface ActivityMix {
  stand: number;
  walk: number;
  jog: number;
  run: number;
  high: number;
  sprint: number;
}

/** A rectangle of pitch coordinates the athlete stays inside. */
export interface PitchArea {
  minXM: number;
  maxXM: number;
  minYM: number;
  maxYM: number;
}

export interface ActivityPlannerOptions {
  random: Random;
  mix: ActivityMix;
  area: PitchArea;
  /** Where the athlete is drawn to at a time of the phase (their role's spot, following play). */
  anchor: (phaseTimeS: number) => { xM: number; yM: number };
  /** How far from the anchor the athlete roams before being pulled back. */
  spreadM: number;
  maxSpeedMps: number;
}

interface Gait {
  name: keyof ActivityMix;
  speed: (random: Random, maxSpeedMps: number) => number;
  minDurationS: number;
  maxDurationS: number;
  responseS: number;
}

// Speeds in m/s; "stand" is the shuffling of a player who is not running.
const GAITS: readonly Gait[] = [
  {
    name: 'stand',
    speed: (r) => r.uniform(0.25, 0.5),
    minDurationS: 3,
    maxDurationS: 10,
    responseS: 1,
  },
  {
    name: 'walk',
    speed: (r) => r.uniform(0.9, 1.7),
    minDurationS: 4,
    maxDurationS: 12,
    responseS: 1.2,
  },
  {
    name: 'jog',
    speed: (r) => r.uniform(2.2, 3.4),
    minDurationS: 4,
    maxDurationS: 10,
    responseS: 1.2,
  },
  {
    name: 'run',
    speed: (r) => r.uniform(3.8, 5.2),
    minDurationS: 3,
    maxDurationS: 6,
    responseS: 1,
  },
  {
    name: 'high',
    speed: (r) => r.uniform(5.8, 6.7),
    minDurationS: 2,
    maxDurationS: 3.5,
    responseS: 0.9,
  },
  {
    name: 'sprint',
    speed: (r, max) => Math.max(Math.min(max, 7.6), max * r.uniform(0.86, 0.97)),
    minDurationS: 2.5,
    maxDurationS: 4.5,
    responseS: 0.9,
  },
];

/**
 * Random walk with goals: each leg picks a gait with probability proportional
 * to its share of time (divided by its typical duration), then runs in a
 * direction that mixes a random heading with the pull back to the anchor.
 * Fast legs favour the length of the pitch, as play does.
 */
export function activityPlanner(options: ActivityPlannerOptions): LegPlanner {
  const { random, mix, area, anchor, spreadM, maxSpeedMps } = options;
  const weights = GAITS.map(
    (gait) => mix[gait.name] / ((gait.minDurationS + gait.maxDurationS) / 2),
  );
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const pick = (): Gait => {
    let u = random.next() * totalWeight;
    for (let i = 0; i < GAITS.length; i++) {
      u -= weights[i]!;
      if (u < 0) return GAITS[i]!;
    }
    return GAITS[0]!;
  };
  return (body, phaseTimeS): Leg => {
    const gait = pick();
    const speedMps = gait.speed(random, maxSpeedMps);
    const durationS = random.uniform(gait.minDurationS, gait.maxDurationS);
    const home = anchor(phaseTimeS);
    const fast = gait.name === 'high' || gait.name === 'sprint';
    const angle = random.uniform(-Math.PI, Math.PI);
    let dx = (home.xM - body.xM) / spreadM + Math.cos(angle) * (fast ? 1.6 : 1);
    let dy = (home.yM - body.yM) / spreadM + Math.sin(angle) * (fast ? 0.6 : 1);
    const norm = Math.hypot(dx, dy) || 1;
    dx /= norm;
    dy /= norm;
    const reachM = speedMps * durationS;
    return {
      xM: clamp(body.xM + dx * reachM, area.minXM, area.maxXM),
      yM: clamp(body.yM + dy * reachM, area.minYM, area.maxYM),
      speedMps,
      responseS: gait.responseS,
      stop: false,
      maxDurationS: durationS * 1.5 + 1,
    };
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
