import type { GpsTrack } from '../tracks/track.js';
import { addGpsNoise, type GpsNoiseOptions } from './addGpsNoise.js';
import { AthleteBody } from './athleteBody.js';
import { coursePlanner } from './coursePlanner.js';
import type { Course } from './courses.js';
import { computeTruth, type SimulatedTruth } from './computeTruth.js';
import { createRandom } from './random.js';
import { recordTruePath, type TruePath } from './recordTruePath.js';
import { DEFAULT_SIMULATED_PITCH } from './simulatedPitch.js';

export interface SimulateCourseOptions {
  seed?: number;
  /** Sample rates to record at; each must divide 50 Hz (1, 10 by default). */
  sampleRatesHz?: readonly number[];
  startTime?: number;
  /** Overrides of the realistic GPS noise (which has no Doppler speed and no dropouts by default). */
  noise?: Partial<Omit<GpsNoiseOptions, 'random' | 'pitch'>>;
}

export interface SimulatedCourse {
  /** The distance the body really ran, from its first recorded sample to its last. */
  truth: SimulatedTruth;
  /** One GPS track per sample rate: the same run as a 1 Hz watch and a 10 Hz tracker record it. */
  tracks: Map<number, GpsTrack>;
}

/** The body is stepped this finely, and every rate recorded is a subsample of it. */
const BODY_RATE_HZ = 50;
const BODY_LIMITS = {
  maxSpeedMps: 8.5,
  maxAccelerationMps2: 6,
  maxDecelerationMps2: 6,
  maxLateralMps2: 6,
};

/**
 * One athlete running a course of known shape: the body moves at 50 Hz,
 * every sample rate records the same run from it, each with its own seeded
 * realistic GPS noise. The truth is the run's length from its start to its
 * last sample at every rate, so all rates are measured against one number.
 */
export function simulateCourse(
  course: Course,
  options: SimulateCourseOptions = {},
): SimulatedCourse {
  const random = createRandom(options.seed ?? 1);
  const rates = options.sampleRatesHz ?? [1, 10];
  const start = course.points[0]!;
  const body = new AthleteBody(BODY_LIMITS, start.xM, start.yM, headingFrom(course));
  const durationS = Math.ceil(courseLengthM(course) / (0.6 * course.paceMps)) + 30;
  const planner = coursePlanner(course);
  const startMs = options.startTime ?? Date.UTC(2026, 4, 4, 9);
  const whole = recordTruePath(body, [{ startMs, phases: [{ durationS, planner }] }], BODY_RATE_HZ);
  const path = untilStanding(whole);
  const tracks = new Map<number, GpsTrack>();
  for (const rate of rates) {
    const track = addGpsNoise(subsample(path, BODY_RATE_HZ / rate), `COURSE-${rate}HZ`, {
      random: random.fork(rate),
      pitch: DEFAULT_SIMULATED_PITCH,
      doppler: false,
      dropouts: false,
      ...options.noise,
    });
    track.metadata.sampleRateHz = rate;
    tracks.set(rate, track);
  }
  return { truth: computeTruth(path), tracks };
}

/** The course's polyline length, metres. */
export function courseLengthM(course: Course): number {
  let lengthM = 0;
  for (let k = 1; k < course.points.length; k++) {
    const a = course.points[k - 1]!;
    const b = course.points[k]!;
    lengthM += Math.hypot(b.xM - a.xM, b.yM - a.yM);
  }
  return lengthM;
}

function headingFrom(course: Course): number {
  const [a, b] = course.points;
  return b ? Math.atan2(b.yM - a!.yM, b.xM - a!.xM) : 0;
}

/** The path up to one second after the body last moved, cut at a whole second so every rate ends on its last sample. */
function untilStanding(path: TruePath): TruePath {
  let last = path.speedMps.length - 1;
  while (last > 0 && path.speedMps[last]! < 0.01) last--;
  const end = Math.min(
    path.speedMps.length,
    (Math.ceil(last / BODY_RATE_HZ) + 1) * BODY_RATE_HZ + 1,
  );
  return {
    timeMs: path.timeMs.subarray(0, end),
    xM: path.xM.subarray(0, end),
    yM: path.yM.subarray(0, end),
    speedMps: path.speedMps.subarray(0, end),
  };
}

function subsample(path: TruePath, every: number): TruePath {
  const n = Math.floor((path.timeMs.length - 1) / every) + 1;
  const pick = (column: Float64Array) =>
    Float64Array.from({ length: n }, (_, k) => column[k * every]!);
  return {
    timeMs: pick(path.timeMs),
    xM: pick(path.xM),
    yM: pick(path.yM),
    speedMps: pick(path.speedMps),
  };
}
