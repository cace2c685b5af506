import type { AthleteBody, Leg } from './athleteBody.js';

/** Chooses an athlete's next leg; called whenever the previous one ends. */
export type LegPlanner = (body: AthleteBody, phaseTimeS: number) => Leg;

/** A stretch of one activity (a drill, a half) and who decides the legs in it. */
export interface MotionPhase {
  durationS: number;
  planner: LegPlanner;
}

/** A recorded stretch of time: the device records from startMs through the phases. */
export interface RecordedSpan {
  startMs: number;
  phases: MotionPhase[];
  /** Where the athlete is at startMs (e.g. on the touchline when coming on); else where they were. */
  startAt?: { xM: number; yM: number };
}

/** The noiseless truth at every sample time, pitch metres. */
export interface TruePath {
  timeMs: Float64Array;
  xM: Float64Array;
  yM: Float64Array;
  speedMps: Float64Array;
}

/** Steps the body through every span at the sample rate, recording its true state at each sample. */
export function recordTruePath(
  body: AthleteBody,
  spans: RecordedSpan[],
  sampleRateHz: number,
): TruePath {
  const dtS = 1 / sampleRateHz;
  const stepsOf = (phase: MotionPhase) => Math.round(phase.durationS * sampleRateHz);
  const total = spans.reduce((n, span) => n + span.phases.reduce((m, p) => m + stepsOf(p), 0), 0);
  const path: TruePath = {
    timeMs: new Float64Array(total),
    xM: new Float64Array(total),
    yM: new Float64Array(total),
    speedMps: new Float64Array(total),
  };
  let index = 0;
  for (const span of spans) {
    if (span.startAt) {
      body.xM = span.startAt.xM;
      body.yM = span.startAt.yM;
      body.speedMps = 0;
      body.accelerationMps2 = 0;
    }
    let step = 0;
    for (const phase of span.phases) {
      const steps = stepsOf(phase);
      let leg: Leg | undefined;
      let legStartStep = 0;
      for (let i = 0; i < steps; i++, step++, index++) {
        if (leg === undefined || (i - legStartStep) * dtS >= leg.maxDurationS) {
          leg = phase.planner(body, i * dtS);
          legStartStep = i;
        }
        // A reached point ends the leg; the next one starts at this same step.
        let reached = body.step(leg, dtS);
        for (let tries = 0; reached && tries < 3; tries++) {
          leg = phase.planner(body, i * dtS);
          legStartStep = i;
          reached = body.step(leg, dtS);
        }
        // Planners that keep naming the current spot: ease off on the spot's heading.
        if (reached) body.coast(dtS);
        // Sample times are whole milliseconds, as trackers write them.
        path.timeMs[index] = span.startMs + Math.round((step * 1000) / sampleRateHz);
        path.xM[index] = body.xM;
        path.yM[index] = body.yM;
        path.speedMps[index] = body.speedMps;
      }
    }
  }
  return path;
}
