import type { GpsTrack } from '../tracks/track.js';
import { addGpsNoise, type GpsNoiseOptions } from './addGpsNoise.js';
import { AthleteBody } from './athleteBody.js';
import { computeTruth, type SimulatedTruth } from './computeTruth.js';
import { createRandom } from './random.js';
import { recordTruePath } from './recordTruePath.js';
import { DEFAULT_SIMULATED_PITCH } from './simulatedPitch.js';
import { sprintDrillPlanner } from './sprintDrillPlanner.js';

export interface SimulateEffortOptions {
  seed?: number;
  /** Number of sprints (3), each over distanceM (40 m), one every intervalS (45 s). */
  repetitions?: number;
  distanceM?: number;
  intervalS?: number;
  maxSpeedMps?: number;
  startTime?: number;
  sampleRateHz?: number;
  /** Realistic GPS noise (correlated, about 1 m) or overrides of it; none by default. */
  noise?: boolean | Partial<Omit<GpsNoiseOptions, 'random' | 'pitch'>>;
}

/**
 * One athlete doing known sprints from a cone on the default pitch: a clean
 * (noiseless, unrounded) GPS track by default, for checking that the engine
 * finds exactly the true efforts; with `noise`, the realistic version.
 */
export function simulateEffort(options: SimulateEffortOptions = {}): {
  track: GpsTrack;
  truth: SimulatedTruth;
} {
  const random = createRandom(options.seed ?? 1);
  const repetitions = options.repetitions ?? 3;
  const intervalS = options.intervalS ?? 45;
  const maxSpeedMps = options.maxSpeedMps ?? 9;
  const sampleRateHz = options.sampleRateHz ?? 10;
  const firstRepS = 10;
  const durationS = firstRepS + repetitions * intervalS;
  const limits = {
    maxSpeedMps,
    maxAccelerationMps2: 7.5,
    maxDecelerationMps2: 6.5,
    maxLateralMps2: 6,
  };
  const body = new AthleteBody(limits, -40, 0, 0);
  const planner = sprintDrillPlanner({
    random: random.fork(1),
    startXM: -40,
    startYM: 0,
    distanceM: options.distanceM ?? 40,
    intervalS,
    firstRepS,
    lastRepS: durationS - intervalS / 2,
    maxSpeedMps,
  });
  const startMs = options.startTime ?? Date.UTC(2026, 2, 7, 10);
  const path = recordTruePath(body, [{ startMs, phases: [{ durationS, planner }] }], sampleRateHz);
  const noise = options.noise ?? false;
  const model =
    noise === false
      ? {
          correlatedSigmaM: 0,
          whiteSigmaM: 0,
          dopplerSigmaMps: 0,
          doppler: false,
          receiverRounding: false,
        }
      : noise === true
        ? {}
        : noise;
  const track = addGpsNoise(path, 'EDGE-EFFORT', {
    random: random.fork(2),
    pitch: DEFAULT_SIMULATED_PITCH,
    dropouts: false,
    ...model,
  });
  track.metadata.sampleRateHz = sampleRateHz;
  return { track, truth: computeTruth(path) };
}
