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
  const bounds = thresholds.zoneBoundsKph;
  const limits = Float64Array.of(
    thresholdMps(thresholds.highIntensityKph),
    thresholdMps(thresholds.sprintKph),
    ...bounds.map(thresholdMps),
  );
  const sums = new Float64Array(SUMS);
  const zoneS = new Float64Array(6);
  const kphBins = sumPieces(track.speedMps, track.rawSpeedMps, pieces, limits, sums, zoneS);
  const activeS = sums[ACTIVE_S] as number;
  const maxSpeedMps = sums[MAX_SPEED_MPS] as number;
  return {
    activeS,
    distanceM: sums[DISTANCE_M] as number,
    highIntensityDistanceM: sums[HIGH_INTENSITY_DISTANCE_M] as number,
    sprintDistanceM: sums[SPRINT_DISTANCE_M] as number,
    maxSpeedMps,
    rawMaxSpeedMps: sums[RAW_MAX_SPEED_MPS] as number,
    zoneS,
    // No bin above the top speed is touched: the bins are cut there.
    kphBinS: kphBins.slice(0, activeS > 0 ? Math.floor(maxSpeedMps * 3.6) + 1 : 0),
  };
}

const ACTIVE_S = 0;
const DISTANCE_M = 1;
const HIGH_INTENSITY_DISTANCE_M = 2;
const SPRINT_DISTANCE_M = 3;
const MAX_SPEED_MPS = 4;
const RAW_MAX_SPEED_MPS = 5;
const SUMS = 6;

/**
 * The one pass over the pieces: the sums into `sums`, zone times into
 * `zoneS`, and the 1 km/h bins, returned. `limits`: high intensity, sprint,
 * then the five zone bounds, in m/s. A function of its own with nothing
 * after its loop that V8 has not seen run: V8 compiles the running loop
 * while it runs (on-stack replacement), and that code serves every track.
 */
function sumPieces(
  speedMps: Float32Array,
  rawSpeedMps: Float32Array,
  pieces: CountedPieces,
  limits: Float64Array,
  sums: Float64Array,
  zoneS: Float64Array,
): Float64Array {
  const { count, sample, durationS } = pieces;
  const hi = limits[0] as number;
  const sprint = limits[1] as number;
  const z1 = limits[2] as number;
  const z2 = limits[3] as number;
  const z3 = limits[4] as number;
  const z4 = limits[5] as number;
  const z5 = limits[6] as number;
  let activeS = 0;
  let distanceM = 0;
  let highIntensityDistanceM = 0;
  let sprintDistanceM = 0;
  let maxSpeedMps = 0;
  let rawMaxSpeedMps = 0;
  let kphBins = new Float64Array(64);
  for (let p = 0; p < count; p++) {
    const i = sample[p] as number;
    const dt = durationS[p] as number;
    const v = speedMps[i] as number;
    const d = v * dt;
    activeS += dt;
    distanceM += d;
    // Adding 0 rather than branching: the first sprint of a track may come after V8 compiled the loop.
    highIntensityDistanceM += v >= hi ? d : 0;
    sprintDistanceM += v >= sprint ? d : 0;
    if (v > maxSpeedMps) maxSpeedMps = v;
    const raw = rawSpeedMps[i] as number;
    if (raw > rawMaxSpeedMps) rawMaxSpeedMps = raw;
    const zone = v < z3 ? (v < z1 ? 0 : v < z2 ? 1 : 2) : v < z4 ? 3 : v < z5 ? 4 : 5;
    zoneS[zone] = (zoneS[zone] as number) + dt;
    const bin = Math.floor(v * 3.6);
    if (bin >= kphBins.length) kphBins = grown(kphBins, bin);
    kphBins[bin] = (kphBins[bin] as number) + dt;
  }
  sums[ACTIVE_S] = activeS;
  sums[DISTANCE_M] = distanceM;
  sums[HIGH_INTENSITY_DISTANCE_M] = highIntensityDistanceM;
  sums[SPRINT_DISTANCE_M] = sprintDistanceM;
  sums[MAX_SPEED_MPS] = maxSpeedMps;
  sums[RAW_MAX_SPEED_MPS] = rawMaxSpeedMps;
  return kphBins;
}

/** The bins with room for bin `bin`. */
function grown(bins: Float64Array, bin: number): Float64Array<ArrayBuffer> {
  const larger = new Float64Array(2 * bin + 1);
  larger.set(bins);
  return larger;
}
