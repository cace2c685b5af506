import type { CountedPieces } from './countedPieces.js';
import { metabolicPowerWPerKg } from './metabolicPowerWPerKg.js';

/** High metabolic load: at or above 25.5 W/kg (Osgnach et al. 2010's high-power band). */
export const HIGH_METABOLIC_POWER_W_PER_KG = 25.5;

export interface MetabolicPowerSummary {
  /** Energy over active time, W/kg; 0 without active time. */
  averageMetabolicPowerWPerKg: number;
  metabolicEnergyKjPerKg: number;
  /** Distance while the metabolic power is at least 25.5 W/kg. */
  highMetabolicLoadDistanceM: number;
}

/**
 * METRICS.md metabolic power of a window, from the filtered speed and its
 * acceleration over the window's counted pieces: energy = sum of P x dt,
 * average = energy / active seconds, high metabolic load distance = the
 * distance of pieces whose P is at least 25.5 W/kg.
 */
export function computeMetabolicPower(
  speedMps: Float32Array,
  accelerationMps2: Float32Array,
  pieces: CountedPieces,
): MetabolicPowerSummary {
  const { count, sample, durationS } = pieces;
  let energyJPerKg = 0;
  let activeS = 0;
  let highMetabolicLoadDistanceM = 0;
  for (let p = 0; p < count; p++) {
    const i = sample[p] as number;
    const dt = durationS[p] as number;
    const v = speedMps[i] as number;
    const power = metabolicPowerWPerKg(v, accelerationMps2[i] as number);
    energyJPerKg += power * dt;
    activeS += dt;
    highMetabolicLoadDistanceM += power >= HIGH_METABOLIC_POWER_W_PER_KG ? v * dt : 0;
  }
  return {
    averageMetabolicPowerWPerKg: activeS > 0 ? energyJPerKg / activeS : 0,
    metabolicEnergyKjPerKg: energyJPerKg / 1000,
    highMetabolicLoadDistanceM,
  };
}
