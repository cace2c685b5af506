import type { GpsTrack } from '../tracks/track.js';
import { addGpsNoise, type GpsNoiseOptions } from './addGpsNoise.js';
import { AthleteBody } from './athleteBody.js';
import { computeTruth, type SimulatedTruth } from './computeTruth.js';
import { planMatch, type MatchPlanOptions } from './planMatch.js';
import { planTrainingSession } from './planTrainingSession.js';
import { createRandom, type Random } from './random.js';
import { recordTruePath, type TruePath } from './recordTruePath.js';
import { simulatedHeart, simulateHeartRate } from './simulateHeartRate.js';
import type { AthletePlan, MatchPosition, SegmentKind } from './sessionPlan.js';
import { DEFAULT_SIMULATED_PITCH, type SimulatedPitch } from './simulatedPitch.js';

export interface SimulateSessionOptions {
  seed: number;
  kind: 'training' | 'match';
  /** Kick-off or the start of training, ms since the Unix epoch. */
  startTime: number;
  /** How many athletes (device serials are made up), or their ids. */
  athletes: number | readonly string[];
  pitch?: SimulatedPitch;
  sampleRateHz?: number;
  /** Write a Doppler speed column (true). */
  doppler?: boolean;
  /** Rare 1-5 s gaps without fixes (true). */
  dropouts?: boolean;
  /** Athletes wear a heart-rate strap (true). */
  heartRate?: boolean;
  /** Training length in seconds (75 minutes). */
  durationS?: number;
  /** Match options: half-time and bench recording, substitutions. */
  match?: Omit<MatchPlanOptions, 'athleteIds' | 'pitch'>;
  /** Overrides of the noise model (false: noiseless positions, no rounding, no dropouts). */
  noise?: Partial<Omit<GpsNoiseOptions, 'random' | 'pitch'>> | false;
}

export interface SimulatedSegment {
  name: string;
  kind: SegmentKind;
  startMs: number;
  endMs: number;
}

export interface SimulatedAthlete {
  id: string;
  position?: MatchPosition;
  substitute?: boolean;
  /** Matches: time on the pitch, ms since the epoch. */
  onPitch?: { startMs: number; endMs: number }[];
  track: GpsTrack;
  truth: SimulatedTruth;
}

export interface SimulatedSession {
  kind: 'training' | 'match';
  startMs: number;
  endMs: number;
  /** Training segments, or a match's halves and half-time. */
  segments: SimulatedSegment[];
  /** Athletes whose devices recorded anything (unused substitutes may not). */
  athletes: SimulatedAthlete[];
}

/**
 * A whole seeded session: plans it, steps every athlete's body at the
 * sample rate, adds GPS noise and returns the tracks with their ground
 * truth. The same options always give the same tracks, sample for sample.
 */
export function simulateSession(options: SimulateSessionOptions): SimulatedSession {
  const root = createRandom(options.seed);
  const pitch = options.pitch ?? DEFAULT_SIMULATED_PITCH;
  const sampleRateHz = options.sampleRateHz ?? 10;
  const athleteIds =
    typeof options.athletes === 'number'
      ? Array.from({ length: options.athletes }, (_, a) => `EDGE-${String(a + 1).padStart(4, '0')}`)
      : options.athletes;
  const planOptions = { athleteIds, pitch };
  const plan =
    options.kind === 'match'
      ? planMatch(root.fork(1), { ...options.match, ...planOptions })
      : planTrainingSession(root.fork(1), { ...planOptions, durationS: options.durationS });
  const startMs = options.startTime;
  const segments = plan.segments.map((s) => ({
    name: s.name,
    kind: s.kind,
    startMs: startMs + s.startOffsetS * 1000,
    endMs: startMs + s.endOffsetS * 1000,
  }));
  const noiseRandom = root.fork(2);
  const athletes: SimulatedAthlete[] = [];
  plan.athletes.forEach((athlete, a) => {
    if (athlete.spans.length === 0) return;
    const path = simulatePath(athlete, startMs, sampleRateHz, root.fork(3).fork(a));
    const noise = options.noise;
    const track = addGpsNoise(path, athlete.id, {
      pitch,
      random: noiseRandom.fork(a),
      doppler: options.doppler,
      dropouts: options.dropouts,
      ...(noise === false ? NOISELESS : noise),
    });
    track.metadata = { ...track.metadata, firmware: 'touchline-sim 1', sampleRateHz };
    if (options.heartRate ?? true) {
      track.heartRateBpm = heartRateAtFixes(path, track.timeMs, root.fork(4).fork(a));
    }
    let truth: SimulatedTruth | undefined;
    const simulated: SimulatedAthlete = {
      id: athlete.id,
      track,
      // Computed when first asked for: the demo season never reads it.
      get truth() {
        return (truth ??= computeTruth(path, { windows: segments }));
      },
    };
    if (athlete.position) simulated.position = athlete.position;
    if (athlete.substitute !== undefined) simulated.substitute = athlete.substitute;
    if (athlete.onPitch) {
      simulated.onPitch = athlete.onPitch.map((p) => ({
        startMs: startMs + p.startOffsetS * 1000,
        endMs: startMs + p.endOffsetS * 1000,
      }));
    }
    athletes.push(simulated);
  });
  return { kind: plan.kind, startMs, endMs: startMs + plan.durationS * 1000, segments, athletes };
}

const NOISELESS = {
  correlatedSigmaM: 0,
  whiteSigmaM: 0,
  dopplerSigmaMps: 0,
  dropouts: false,
  receiverRounding: false,
} as const;

/** The athlete's heart rate along the whole true path, at the times the device kept a fix. */
function heartRateAtFixes(path: TruePath, fixTimeMs: Float64Array, random: Random): Float32Array {
  const heart = simulatedHeart(random.fork(0));
  const alongPath = simulateHeartRate(path.timeMs, path.speedMps, heart, random.fork(1));
  const atFixes = new Float32Array(fixTimeMs.length);
  // The fixes are a subsequence of the path's samples (dropouts leave some out).
  let i = 0;
  for (let k = 0; k < fixTimeMs.length; k++) {
    while ((path.timeMs[i] as number) < (fixTimeMs[k] as number)) i++;
    atFixes[k] = alongPath[i] as number;
  }
  return atFixes;
}

function simulatePath(athlete: AthletePlan, startMs: number, sampleRateHz: number, random: Random) {
  const body = new AthleteBody(
    athlete.limits,
    athlete.start.xM,
    athlete.start.yM,
    random.uniform(-Math.PI, Math.PI),
  );
  const spans = athlete.spans.map((span) => ({ ...span, startMs: startMs + span.startMs }));
  return recordTruePath(body, spans, sampleRateHz);
}
