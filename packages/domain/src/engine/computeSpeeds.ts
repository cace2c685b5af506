import { curveSpeedsOfRun } from './curveSpeeds.js';
import type { MetricSettings } from './metricSettings.js';
import { interpolateInvalid } from './interpolateInvalid.js';
import { savitzkyGolay } from './savitzkyGolay.js';
import { scratchFloat64, scratchUint8 } from './scratch.js';

export interface SpeedColumns {
  speedMps: Float32Array;
  rawSpeedMps: Float32Array;
  /** ProcessedTrack.weightS: the interval to the next sample of the run, in seconds. */
  weightS: Float64Array;
}

/**
 * METRICS.md steps 2-4 per run. Differenced velocity of the interval from
 * sample i to i + 1 belongs to sample i, so that sum(speed x weight) of the
 * raw speed is exactly the length of the recorded path; a run's last sample
 * (weight 0) repeats the speed before it. Device (Doppler) speed, where
 * present, replaces it with the same outlier rule and smoothing. The
 * samples' weights come from the same pass as the differences. Fixes further
 * apart than the smoothing window (a one-sample window) are not smoothed:
 * speed follows the curve through them instead.
 */
export function computeSpeeds(
  timeMs: Float64Array,
  xM: Float64Array,
  yM: Float64Array,
  runBounds: Uint32Array,
  dopplerMps: Float64Array | undefined,
  windowSamples: number,
  settings: MetricSettings,
): SpeedColumns {
  const n = timeMs.length;
  const speedMps = new Float32Array(n);
  const rawSpeedMps = new Float32Array(n);
  const weightS = new Float64Array(n);
  const vx = scratchFloat64(0, n);
  const vy = scratchFloat64(1, n);
  const sx = scratchFloat64(2, n);
  const sy = scratchFloat64(3, n);
  const valid = scratchUint8(0, n);
  const maxMps = settings.maxRunnerSpeedMps;
  const order = settings.smoothingPolynomialOrder;
  const runs = runBounds.length - 1;
  for (let r = 0; r < runs; r++) {
    const start = runBounds[r] as number;
    const end = runBounds[r + 1] as number;
    const last = end - 1;
    const anyInvalid = differenceRun(timeMs, xM, yM, start, last, maxMps, vx, vy, valid, weightS);
    if (anyInvalid) {
      interpolateInvalid(vx, valid, timeMs, start, last);
      interpolateInvalid(vy, valid, timeMs, start, last);
    }
    if (windowSamples > 1) {
      savitzkyGolay(vx, sx, start, last, windowSamples, order);
      savitzkyGolay(vy, sy, start, last, windowSamples, order);
      speedsOfRun(vx, vy, sx, sy, start, last, rawSpeedMps, speedMps);
    } else {
      speedsOfRun(vx, vy, vx, vy, start, last, rawSpeedMps, speedMps);
      curveSpeedsOfRun(vx, vy, weightS, start, last, speedMps);
    }
    speedMps[last] = last > start ? (speedMps[last - 1] as number) : 0;
    rawSpeedMps[last] = last > start ? (rawSpeedMps[last - 1] as number) : 0;
    if (dopplerMps) {
      applyDoppler(timeMs, dopplerMps, start, end, windowSamples, settings, speedMps, rawSpeedMps);
    }
  }
  return { speedMps, rawSpeedMps, weightS };
}

/*
 * The loops over a run's samples are functions of their own, not loops
 * inside the loop over runs: V8 compiles a running loop (on-stack
 * replacement) soonest when it is a function's outermost loop, and a run is
 * tens of thousands of samples that would otherwise run uncompiled.
 */

/** Differenced velocity, its outlier flag and the sample's weight, for samples [start, last); true when any is an outlier. */
function differenceRun(
  timeMs: Float64Array,
  xM: Float64Array,
  yM: Float64Array,
  start: number,
  last: number,
  maxMps: number,
  vx: Float64Array,
  vy: Float64Array,
  valid: Uint8Array,
  weightS: Float64Array,
): boolean {
  let anyInvalid = false;
  for (let i = start; i < last; i++) {
    const dtS = ((timeMs[i + 1] as number) - (timeMs[i] as number)) / 1000;
    weightS[i] = dtS;
    const x = ((xM[i + 1] as number) - (xM[i] as number)) / dtS;
    const y = ((yM[i + 1] as number) - (yM[i] as number)) / dtS;
    vx[i] = x;
    vy[i] = y;
    const ok = Math.sqrt(x * x + y * y) <= maxMps;
    valid[i] = ok ? 1 : 0;
    if (!ok) anyInvalid = true;
  }
  return anyInvalid;
}

/** Raw and filtered speed of samples [start, last) from the velocity components. */
function speedsOfRun(
  vx: Float64Array,
  vy: Float64Array,
  sx: Float64Array,
  sy: Float64Array,
  start: number,
  last: number,
  rawSpeedMps: Float32Array,
  speedMps: Float32Array,
): void {
  for (let i = start; i < last; i++) {
    const x = vx[i] as number;
    const y = vy[i] as number;
    rawSpeedMps[i] = Math.sqrt(x * x + y * y);
    const a = sx[i] as number;
    const b = sy[i] as number;
    speedMps[i] = Math.sqrt(a * a + b * b);
  }
}

/** Each stretch of samples with device speed inside the run is cleaned and smoothed on its own. */
function applyDoppler(
  timeMs: Float64Array,
  dopplerMps: Float64Array,
  start: number,
  end: number,
  windowSamples: number,
  settings: MetricSettings,
  speedMps: Float32Array,
  rawSpeedMps: Float32Array,
): void {
  const values = scratchFloat64(0, timeMs.length);
  const smoothed = scratchFloat64(2, timeMs.length);
  const valid = scratchUint8(0, timeMs.length);
  let i = start;
  while (i < end) {
    if (Number.isNaN(dopplerMps[i])) {
      i++;
      continue;
    }
    let stretchEnd = i;
    let anyInvalid = false;
    while (stretchEnd < end && !Number.isNaN(dopplerMps[stretchEnd])) {
      const v = dopplerMps[stretchEnd] as number;
      const ok = v >= 0 && v <= settings.maxRunnerSpeedMps;
      values[stretchEnd] = v;
      valid[stretchEnd] = ok ? 1 : 0;
      if (!ok) anyInvalid = true;
      stretchEnd++;
    }
    if (anyInvalid) interpolateInvalid(values, valid, timeMs, i, stretchEnd);
    savitzkyGolay(
      values,
      smoothed,
      i,
      stretchEnd,
      windowSamples,
      settings.smoothingPolynomialOrder,
    );
    for (let k = i; k < stretchEnd; k++) {
      rawSpeedMps[k] = values[k] as number;
      const s = smoothed[k] as number;
      speedMps[k] = s > 0 ? s : 0;
    }
    i = stretchEnd;
  }
}
