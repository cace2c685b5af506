/** A seeded pseudo-random source: the same seed always gives the same sequence. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  /** Standard normal (mean 0, standard deviation 1). */
  gaussian(): number;
  /** An integer in [min, max]. */
  integer(min: number, max: number): number;
  /** An independent source derived from this one, so adding draws here never shifts the other. */
  fork(label: number): Random;
}

/**
 * mulberry32: tiny, fast and good enough for simulation (it passes gjrand's
 * basic tests); Box-Muller for normals, keeping the spare value.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  let spare: number | undefined;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    integer: (min, max) => min + Math.floor((max - min + 1) * next()),
    gaussian: () => {
      if (spare !== undefined) {
        const value = spare;
        spare = undefined;
        return value;
      }
      // 1 - next() is in (0, 1], so the logarithm is finite.
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      const angle = 2 * Math.PI * next();
      spare = radius * Math.sin(angle);
      return radius * Math.cos(angle);
    },
    fork: (label) => createRandom(mix(seed, label)),
  };
}

/** Combines a seed and a label into a well-spread new seed (a 32-bit finaliser). */
function mix(seed: number, label: number): number {
  let h = (seed ^ Math.imul(label + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
