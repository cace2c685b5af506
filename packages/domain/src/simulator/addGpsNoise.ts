import type { GpsTrack } from '../tracks/track.js';
import type { Random } from './random.js';
import type { TruePath } from './recordTruePath.js';
import { pitchToLatLon, type SimulatedPitch } from './simulatedPitch.js';

export interface GpsNoiseOptions {
  random: Random;
  pitch: SimulatedPitch;
  /** Standard deviation of the slow error per axis at the reference HDOP, metres (1). */
  correlatedSigmaM?: number;
  /** Time constant of the slow (first-order Gauss-Markov) error, seconds (30). */
  correlationTimeS?: number;
  /** The receiver's own position filter smooths the error over this time, seconds (1). */
  receiverSmoothingS?: number;
  /** White noise per axis on top, metres (0.02). */
  whiteSigmaM?: number;
  /** Write a device (Doppler) speed column (true). */
  doppler?: boolean;
  /** Doppler velocity noise per axis, m/s (0.1). */
  dopplerSigmaMps?: number;
  /** Drop out now and then for 1-5 s (true). */
  dropouts?: boolean;
  dropoutsPerHour?: number;
  /** Round latitude and longitude to 1e-7 degrees and speed to 0.01 m/s, as receivers report them (true). */
  receiverRounding?: boolean;
}

const REFERENCE_HDOP = 0.9;

/**
 * Turns a noiseless path into what a 10 Hz GPS tracker reports: a slow
 * error per axis (a first-order Gauss-Markov process, about 1 m, tens of
 * seconds), smoothed by the receiver, plus a little white noise, all scaled
 * by the HDOP of a slowly changing satellite count; an optional Doppler
 * speed with its own noise; and rare dropouts of 1-5 s where no fix is
 * written. Latitude and longitude are rounded to 1e-7 degrees as receivers
 * report them; speed to 0.01 m/s.
 */
export function addGpsNoise(path: TruePath, id: string, options: GpsNoiseOptions): GpsTrack {
  const { random } = options;
  const sigmaM = options.correlatedSigmaM ?? 1;
  const tauS = options.correlationTimeS ?? 30;
  const smoothS = options.receiverSmoothingS ?? 1;
  const whiteM = options.whiteSigmaM ?? 0.02;
  const dopplerSigma = options.dopplerSigmaMps ?? 0.1;
  const n = path.timeMs.length;
  const keep = new Uint8Array(n).fill(1);
  if (options.dropouts ?? true)
    markDropouts(path.timeMs, keep, random, options.dropoutsPerHour ?? 3);
  const round = options.receiverRounding === false ? (v: number) => v : Math.round;
  const d7 = options.receiverRounding === false ? 1 : 1e7;
  const d2 = options.receiverRounding === false ? 1 : 100;
  let kept = 0;
  for (let i = 0; i < n; i++) kept += keep[i]!;

  const timeMs = new Float64Array(kept);
  const latitudeDeg = new Float64Array(kept);
  const longitudeDeg = new Float64Array(kept);
  const hdop = new Float32Array(kept);
  const satellites = new Float32Array(kept);
  const speedMps = options.doppler === false ? undefined : new Float32Array(kept);
  // The projection is affine over a pitch: take its coefficients once.
  const toLatLon = pitchToLatLon(options.pitch);
  const [lat0, lon0] = toLatLon(0, 0);
  const [latX, lonX] = toLatLon(1, 0);
  const [latY, lonY] = toLatLon(0, 1);

  let slowX = sigmaM * random.gaussian();
  let slowY = sigmaM * random.gaussian();
  let errorX = slowX;
  let errorY = slowY;
  let sats = random.integer(10, 16);
  let nextSatChangeMs = path.timeMs[0] ?? 0;
  let previousMs = path.timeMs[0] ?? 0;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const t = path.timeMs[i]!;
    const dtS = Math.min(Math.max((t - previousMs) / 1000, 0), 10);
    previousMs = t;
    if (t >= nextSatChangeMs) {
      sats = Math.min(20, Math.max(7, sats + random.integer(-1, 1)));
      nextSatChangeMs = t + random.uniform(10_000, 60_000);
    }
    const dilution = 0.35 + 5.5 / sats + 0.02 * random.gaussian();
    const scale = dilution / REFERENCE_HDOP;
    const a = Math.exp(-dtS / tauS);
    const drive = sigmaM * scale * Math.sqrt(1 - a * a);
    slowX = a * slowX + drive * random.gaussian();
    slowY = a * slowY + drive * random.gaussian();
    const b = smoothS > 0 ? 1 - Math.exp(-dtS / smoothS) : 1;
    errorX += (slowX - errorX) * b;
    errorY += (slowY - errorY) * b;
    const dopplerAlong = dopplerSigma * scale * random.gaussian();
    const dopplerAcross = dopplerSigma * scale * random.gaussian();
    const whiteX = whiteM * scale * random.gaussian();
    const whiteY = whiteM * scale * random.gaussian();
    if (keep[i] === 0) continue;
    const x = path.xM[i]! + errorX + whiteX;
    const y = path.yM[i]! + errorY + whiteY;
    timeMs[k] = t;
    latitudeDeg[k] = round((lat0 + (latX - lat0) * x + (latY - lat0) * y) * d7) / d7;
    longitudeDeg[k] = round((lon0 + (lonX - lon0) * x + (lonY - lon0) * y) * d7) / d7;
    hdop[k] = Math.round(dilution * 100) / 100;
    satellites[k] = sats;
    if (speedMps) {
      const along = path.speedMps[i]! + dopplerAlong;
      speedMps[k] = round(Math.hypot(along, dopplerAcross) * d2) / d2;
    }
    k++;
  }
  const track: GpsTrack = {
    kind: 'gps',
    id,
    timeMs,
    latitudeDeg,
    longitudeDeg,
    hdop,
    satellites,
    metadata: { format: 'edge', deviceSerial: id },
  };
  if (speedMps) track.speedMps = speedMps;
  return track;
}

/** Clears `keep` over rare gaps of 1-5 s, at about `perHour` gaps an hour. */
function markDropouts(
  timeMs: Float64Array,
  keep: Uint8Array,
  random: Random,
  perHour: number,
): void {
  const n = timeMs.length;
  if (n < 2 || perHour <= 0) return;
  const meanGapMs = 3_600_000 / perHour;
  let atMs = timeMs[0]! - meanGapMs * Math.log(1 - random.next());
  let i = 0;
  while (i < n) {
    while (i < n && timeMs[i]! < atMs) i++;
    const untilMs = atMs + random.uniform(1000, 5000);
    while (i < n && timeMs[i]! < untilMs) keep[i++] = 0;
    atMs = untilMs - meanGapMs * Math.log(1 - random.next());
  }
}
