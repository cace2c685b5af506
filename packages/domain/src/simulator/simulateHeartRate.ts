import type { Random } from './random.js';

/** The heart of one simulated athlete: its resting and maximum rates, bpm. */
export interface SimulatedHeart {
  restingBpm: number;
  maxBpm: number;
}

/** A seeded athlete's heart: resting 48-65 bpm, maximum 182-202 bpm, as in a squad of footballers. */
export function simulatedHeart(random: Random): SimulatedHeart {
  return { restingBpm: random.uniform(48, 65), maxBpm: random.uniform(182, 202) };
}

/** Standing about in a session already raises the rate to about a quarter of the reserve. */
const STANDING_RESERVE = 0.25;
/**
 * Speed (m/s) at which the target reaches the top of the reserve: a flat-out
 * sprint. Between, the share grows as speed^0.75: about 120 bpm walking,
 * 140 jogging at 3 m/s, 170 at high intensity, for a 60-195 bpm heart.
 */
const TOP_SPEED_MPS = 8;
/** The rate rises faster than it recovers: time constants in seconds. */
const RISE_S = 20;
const RECOVERY_S = 45;
/** Cardiac drift: the same speed costs more beats late in a session, fraction of the reserve per hour. */
const DRIFT_RESERVE_PER_HOUR = 0.06;
/** The strap's beat-to-beat wobble (white) and a slow wander (mean-reverting over about a minute), bpm. */
const WOBBLE_BPM = 1.2;
const WANDER_BPM = 3;
const WANDER_S = 60;
/** A uniform value in [-0.5, 0.5) times this has a standard deviation of 1. */
const UNIFORM_TO_UNIT_SD = Math.sqrt(12);

/**
 * Heart rate at each sample time of a true path, driven by its speed: the
 * rate approaches a target that rises with speed from a standing rate to
 * the maximum (a first-order lag, quicker up than down), drifts upward over
 * the session, and wanders a little; rounded to whole beats, as straps
 * report them. Deterministic for a seeded `random`.
 */
export function simulateHeartRate(
  timeMs: Float64Array,
  speedMps: Float64Array,
  heart: SimulatedHeart,
  random: Random,
): Float32Array {
  const n = timeMs.length;
  const heartRateBpm = new Float32Array(n);
  if (n === 0) return heartRateBpm;
  const reserveBpm = heart.maxBpm - heart.restingBpm;
  const startMs = timeMs[0] as number;
  let bpm = heart.restingBpm + STANDING_RESERVE * reserveBpm;
  let wanderBpm = 0;
  let previousMs = startMs;
  // Samples come at a fixed rate: the decay factors are worked out again only when the step changes.
  let stepS = NaN;
  let rise = 0;
  let recovery = 0;
  let keep = 0;
  let wanderStep = 0;
  for (let i = 0; i < n; i++) {
    const t = timeMs[i] as number;
    const dtS = (t - previousMs) / 1000;
    previousMs = t;
    if (dtS !== stepS) {
      stepS = dtS;
      rise = 1 - Math.exp(-dtS / RISE_S);
      recovery = 1 - Math.exp(-dtS / RECOVERY_S);
      keep = Math.exp(-dtS / WANDER_S);
      wanderStep = WANDER_BPM * Math.sqrt(1 - keep * keep) * UNIFORM_TO_UNIT_SD;
    }
    const effort = Math.min(1, (speedMps[i] as number) / TOP_SPEED_MPS);
    const drift = (DRIFT_RESERVE_PER_HOUR * (t - startMs)) / 3_600_000;
    const share = Math.min(1, STANDING_RESERVE + (1 - STANDING_RESERVE) * effort ** 0.75 + drift);
    const targetBpm = heart.restingBpm + share * reserveBpm;
    bpm += (targetBpm - bpm) * (targetBpm > bpm ? rise : recovery);
    // Uniform steps of the same spread as normal ones: as plausible here, and far cheaper.
    wanderBpm = wanderBpm * keep + wanderStep * (random.next() - 0.5);
    const measured = bpm + wanderBpm + WOBBLE_BPM * UNIFORM_TO_UNIT_SD * (random.next() - 0.5);
    heartRateBpm[i] = Math.round(Math.min(heart.maxBpm, measured));
  }
  return heartRateBpm;
}
