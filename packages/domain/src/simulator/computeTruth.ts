import { findTrueEfforts, type TrueEffort, type TrueEffortRule } from './findTrueEfforts.js';
import type { TruePath } from './recordTruePath.js';

/** What really happened in a window: the noiseless distance, efforts and top speed. */
export interface TrueWindowMetrics {
  distanceM: number;
  highIntensityDistanceM: number;
  sprintDistanceM: number;
  topSpeedMps: number;
  highIntensityEfforts: TrueEffort[];
  sprintEfforts: TrueEffort[];
}

export interface SimulatedTruth extends TrueWindowMetrics {
  /** The noiseless path at every sample time, pitch metres (dropped fixes included). */
  path: TruePath;
  /** Per named window (segments, periods), in the order given. */
  windows: (TrueWindowMetrics & { name: string; startMs: number; endMs: number })[];
}

export interface TruthOptions {
  highIntensityMps?: number;
  sprintMps?: number;
  windows?: readonly { name: string; startMs: number; endMs: number }[];
}

/**
 * Ground truth of a path under METRICS.md defaults: distance is the sum of
 * speed x time of every step (exact, as the body moves speed x dt per step),
 * never across a gap in recording; efforts at 5.5 and 7.0 m/s.
 */
export function computeTruth(path: TruePath, options: TruthOptions = {}): SimulatedTruth {
  const whole = trueWindowMetrics(path, options, -Infinity, Infinity);
  const windows = (options.windows ?? []).map((w) => ({
    name: w.name,
    startMs: w.startMs,
    endMs: w.endMs,
    ...trueWindowMetrics(path, options, w.startMs, w.endMs),
  }));
  return { ...whole, path, windows };
}

function trueWindowMetrics(
  path: TruePath,
  options: TruthOptions,
  fromMs: number,
  toMs: number,
): TrueWindowMetrics {
  const { timeMs, speedMps } = path;
  const highMps = options.highIntensityMps ?? 5.5;
  const sprintMps = options.sprintMps ?? 7;
  // Steps are 1 / rate apart within a span; anything longer is a pause in recording.
  const maxStepMs = 1000;
  let distanceM = 0;
  let highIntensityDistanceM = 0;
  let sprintDistanceM = 0;
  let topSpeedMps = 0;
  for (let i = 1; i < timeMs.length; i++) {
    if (timeMs[i]! - timeMs[i - 1]! > maxStepMs) continue;
    const seconds = (Math.min(timeMs[i]!, toMs) - Math.max(timeMs[i - 1]!, fromMs)) / 1000;
    if (seconds <= 0) continue;
    const speed = speedMps[i]!;
    const metres = speed * seconds;
    distanceM += metres;
    if (speed >= highMps) highIntensityDistanceM += metres;
    if (speed >= sprintMps) sprintDistanceM += metres;
    if (speed > topSpeedMps) topSpeedMps = speed;
  }
  const rule = (thresholdMps: number): TrueEffortRule => ({
    thresholdMps,
    minDurationS: 1,
    maxDipS: 0.5,
    maxStepMs,
  });
  return {
    distanceM,
    highIntensityDistanceM,
    sprintDistanceM,
    topSpeedMps,
    highIntensityEfforts: findTrueEfforts(timeMs, speedMps, rule(highMps), fromMs, toMs),
    sprintEfforts: findTrueEfforts(timeMs, speedMps, rule(sprintMps), fromMs, toMs),
  };
}
