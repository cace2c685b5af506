/** Acceleration of gravity, m/s2. */
const GRAVITY_MPS2 = 9.81;

/** Terrain constant: running on grass costs 1.29 times running on a treadmill (Osgnach et al. 2010). */
const GRASS_TERRAIN_FACTOR = 1.29;

/**
 * The steepest downhill gradient whose running cost was measured (Minetti et
 * al. 2002, -0.45 to +0.45). Below it the fifth-degree polynomial falls and
 * turns negative (a hard braking would seem to give energy back), so a
 * stronger deceleration costs what the steepest measured descent costs.
 */
const STEEPEST_MEASURED_DESCENT = -0.45;

/**
 * Instantaneous metabolic power (W/kg) of running at speed v with forward
 * acceleration a, di Prampero et al. (2005) as Osgnach et al. (2010) applied
 * it to football: accelerating on the level costs what running uphill at
 * constant speed costs on the equivalent slope ES = a/g, with the body's
 * weight raised to the equivalent mass EM = sqrt(ES^2 + 1); the cost of
 * uphill running per metre is Minetti et al.'s (2002) polynomial, times the
 * terrain constant of grass. P = EC x v. METRICS.md "Metabolic power".
 */
export function metabolicPowerWPerKg(speedMps: number, accelerationMps2: number): number {
  const raw = accelerationMps2 / GRAVITY_MPS2;
  const es = raw < STEEPEST_MEASURED_DESCENT ? STEEPEST_MEASURED_DESCENT : raw;
  const em = Math.sqrt(raw * raw + 1);
  // Horner's form of 155.4 ES^5 - 30.4 ES^4 - 43.3 ES^3 + 46.3 ES^2 + 19.5 ES + 3.6 (J/kg/m).
  const costJPerKgM = ((((155.4 * es - 30.4) * es - 43.3) * es + 46.3) * es + 19.5) * es + 3.6;
  return costJPerKgM * em * GRASS_TERRAIN_FACTOR * speedMps;
}
