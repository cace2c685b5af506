import type { ImuSamples, PositionTrack } from '../../tracks/track.js';
import { computeAcceleration } from '../computeAcceleration.js';
import type { ProcessedTrack } from '../processedTrack.js';

/** Interval speeds of a piecewise-constant profile: [speedMps, durationS] pairs at hz samples per second. */
export function speedProfile(
  hz: number,
  ...parts: [speedMps: number, durationS: number][]
): number[] {
  const speeds: number[] = [];
  for (const [speedMps, durationS] of parts) {
    const samples = Math.round(durationS * hz);
    for (let k = 0; k < samples; k++) speeds.push(speedMps);
  }
  return speeds;
}

export interface SyntheticRun {
  startMs: number;
  /** Speed over each sample interval; the run gets one more sample at its end. */
  speedsMps: readonly number[];
}

export interface SyntheticTrackOptions {
  hz: number;
  runs: readonly SyntheticRun[];
  /** Where each sample is (default: along x from 0 at the run's speeds, y = 0). */
  position?: (timeMs: number, distanceM: number) => [number, number];
  onPitch?: (x: number, y: number) => boolean;
  imu?: ImuSamples;
}

/**
 * A processed track whose filtered and raw speeds are exactly the given
 * profile (no smoothing), for metric tests with exactly known answers.
 */
export function syntheticProcessedTrack(options: SyntheticTrackOptions): ProcessedTrack {
  const n = options.runs.reduce((sum, run) => sum + run.speedsMps.length + 1, 0);
  const timeMs = new Float64Array(n);
  const xM = new Float64Array(n);
  const yM = new Float64Array(n);
  const speedMps = new Float32Array(n);
  const weightS = new Float64Array(n);
  const runBounds = new Uint32Array(options.runs.length + 1);
  const dtMs = 1000 / options.hz;
  let i = 0;
  let distanceM = 0;
  options.runs.forEach((run, r) => {
    runBounds[r] = i;
    run.speedsMps.forEach((v, k) => {
      place(i, run.startMs + k * dtMs, v, dtMs / 1000);
      distanceM += v * (dtMs / 1000);
      i++;
    });
    place(i, run.startMs + run.speedsMps.length * dtMs, run.speedsMps.at(-1) ?? 0, 0);
    i++;
  });
  runBounds[options.runs.length] = n;

  function place(at: number, t: number, v: number, w: number): void {
    timeMs[at] = t;
    speedMps[at] = v;
    weightS[at] = w;
    const [x, y] = options.position ? options.position(t, distanceM) : [distanceM, 0];
    xM[at] = x;
    yM[at] = y;
  }

  const track: ProcessedTrack = {
    id: 'synthetic',
    timeMs,
    xM,
    yM,
    coordinates: 'pitch',
    speedMps,
    rawSpeedMps: Float32Array.from(speedMps),
    accelerationMps2: computeAcceleration(timeMs, speedMps, runBounds),
    weightS,
    runBounds,
    medianIntervalS: dtMs / 1000,
    smoothingWindowSamples: 1,
  };
  const onPitch = options.onPitch;
  if (onPitch) track.onPitch = Uint8Array.from(xM, (x, k) => (onPitch(x, yM[k] as number) ? 1 : 0));
  if (options.imu) track.imu = options.imu;
  return track;
}

/** A positional track (raw importer output) moving along x at the given interval speeds. */
export function positionTrackFromSpeeds(
  hz: number,
  speedsMps: readonly number[],
  startMs = 0,
): PositionTrack {
  const n = speedsMps.length + 1;
  const timeMs = new Float64Array(n);
  const xM = new Float64Array(n);
  const yM = new Float64Array(n);
  for (let k = 1; k < n; k++) {
    timeMs[k] = (k * 1000) / hz;
    xM[k] = (xM[k - 1] as number) + (speedsMps[k - 1] as number) / hz;
  }
  for (let k = 0; k < n; k++) timeMs[k] = (timeMs[k] as number) + startMs;
  return { id: 'positions', kind: 'positions', timeMs, xM, yM, metadata: { format: 'positions' } };
}
