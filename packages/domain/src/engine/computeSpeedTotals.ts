import type { CountedPieces } from './countedPieces.js';
import type { ProcessedTrack } from './processedTrack.js';
import { thresholdMps, type SpeedThresholds } from './speedThresholds.js';

/** Sums over a window's counted pieces; speeds in m/s, times in seconds. */
export interface SpeedTotals {
  activeS: number;
  distanceM: number;
  highIntensityDistanceM: number;
  sprintDistanceM: number;
  maxSpeedMps: number;
  rawMaxSpeedMps: number;
  /** Seconds in each of the six half-open zones [bound_k, bound_k+1). */
  zoneS: Float64Array;
  /** Seconds in each 1 km/h bin: bin k is [k, k + 1) km/h. Empty without active time. */
  kphBinS: Float64Array;
}

/** Distance, intensity distances, top speeds, zone and 1 km/h-bin times of a window. */
export function computeSpeedTotals(
  track: ProcessedTrack,
  pieces: CountedPieces,
  thresholds: SpeedThresholds,
): SpeedTotals {
  const { speedMps, rawSpeedMps } = track;
  const { sample, durationS } = pieces;
  const hi = thresholdMps(thresholds.highIntensityKph);
  const sprint = thresholdMps(thresholds.sprintKph);
  const bounds = thresholds.zoneBoundsKph;
  const z1 = thresholdMps(bounds[0]);
  const z2 = thresholdMps(bounds[1]);
  const z3 = thresholdMps(bounds[2]);
  const z4 = thresholdMps(bounds[3]);
  const z5 = thresholdMps(bounds[4]);
  const zoneS = new Float64Array(6);
  let activeS = 0;
  let distanceM = 0;
  let highIntensityDistanceM = 0;
  let sprintDistanceM = 0;
  let maxSpeedMps = 0;
  let rawMaxSpeedMps = 0;
  for (let p = 0; p < pieces.count; p++) {
    const i = sample[p] as number;
    const dt = durationS[p] as number;
    const v = speedMps[i] as number;
    const d = v * dt;
    activeS += dt;
    distanceM += d;
    if (v >= hi) highIntensityDistanceM += d;
    if (v >= sprint) sprintDistanceM += d;
    if (v > maxSpeedMps) maxSpeedMps = v;
    const raw = rawSpeedMps[i] as number;
    if (raw > rawMaxSpeedMps) rawMaxSpeedMps = raw;
    const zone = v < z3 ? (v < z1 ? 0 : v < z2 ? 1 : 2) : v < z4 ? 3 : v < z5 ? 4 : 5;
    zoneS[zone] = (zoneS[zone] as number) + dt;
  }
  const kphBinS = new Float64Array(activeS > 0 ? Math.floor(maxSpeedMps * 3.6) + 1 : 0);
  if (kphBinS.length > 0) {
    for (let p = 0; p < pieces.count; p++) {
      const bin = Math.floor((speedMps[sample[p] as number] as number) * 3.6);
      kphBinS[bin] = (kphBinS[bin] as number) + (durationS[p] as number);
    }
  }
  return {
    activeS,
    distanceM,
    highIntensityDistanceM,
    sprintDistanceM,
    maxSpeedMps,
    rawMaxSpeedMps,
    zoneS,
    kphBinS,
  };
}
