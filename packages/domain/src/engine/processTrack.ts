import type { ImuSamples, Track } from '../tracks/track.js';
import { computeAcceleration } from './computeAcceleration.js';
import { computeSpeeds } from './computeSpeeds.js';
import { findRuns } from './findRuns.js';
import { DEFAULT_METRIC_SETTINGS, type MetricSettings } from './metricSettings.js';
import { onPitchFlags } from './onPitchFlags.js';
import type { PitchDefinition } from './pitchDefinition.js';
import type { ProcessedTrack } from './processedTrack.js';
import { projectPositions } from './projectPositions.js';
import { smoothingWindowSamples } from './savitzkyGolay.js';
import { sortedSampleOrder } from './sortedSampleOrder.js';

/**
 * Cleaning and speed (METRICS.md steps 1-4): sort, drop duplicates and
 * samples without a position, split into runs at gaps, project, difference,
 * drop impossible speeds, smooth; device speed where present.
 */
export function processTrack(
  track: Track,
  settings: MetricSettings = DEFAULT_METRIC_SETTINGS,
  pitch?: PitchDefinition,
): ProcessedTrack {
  const [a, b] =
    track.kind === 'gps' ? [track.latitudeDeg, track.longitudeDeg] : [track.xM, track.yM];
  const order = sortedSampleOrder(track.timeMs, a, b);
  // A track in order keeps its times: a processed track only reads its columns.
  const timeMs = order ? gather64(track.timeMs, order) : track.timeMs;
  const { xM, yM, coordinates } = projectPositions(track, order, pitch);
  const { runBounds, medianIntervalS } = findRuns(timeMs, settings);
  const windowSamples = smoothingWindowSamples(settings.smoothingWindowS, medianIntervalS);
  const doppler = track.speedMps ? gather64(track.speedMps, order) : undefined;
  const { speedMps, rawSpeedMps, weightS } = computeSpeeds(
    timeMs,
    xM,
    yM,
    runBounds,
    doppler,
    windowSamples,
    settings,
  );
  const processed: ProcessedTrack = {
    id: track.id,
    timeMs,
    xM,
    yM,
    coordinates,
    speedMps,
    rawSpeedMps,
    accelerationMps2: computeAcceleration(timeMs, speedMps, runBounds),
    weightS,
    runBounds,
    medianIntervalS,
    smoothingWindowSamples: windowSamples,
  };
  if (pitch) processed.onPitch = onPitchFlags(xM, yM, pitch, settings.pitchMarginM);
  if (track.imu) processed.imu = sortedImu(track.imu);
  if (track.heartRateBpm) processed.heartRateBpm = gather32(track.heartRateBpm, order);
  if (track.playerLoad) processed.playerLoad = gather64(track.playerLoad, order);
  return processed;
}

/** The kept samples of a column (all of them, copied whole, without an order). */
function gather64(column: ArrayLike<number>, order: Uint32Array | undefined): Float64Array {
  if (!order) return new Float64Array(column);
  const out = new Float64Array(order.length);
  for (let k = 0; k < order.length; k++) out[k] = column[order[k] as number] as number;
  return out;
}

function gather32(column: ArrayLike<number>, order: Uint32Array | undefined): Float32Array {
  if (!order) return new Float32Array(column);
  const out = new Float32Array(order.length);
  for (let k = 0; k < order.length; k++) out[k] = column[order[k] as number] as number;
  return out;
}

/** IMU samples with a finite time, in time order (the workload differences consecutive samples). */
function sortedImu(imu: ImuSamples): ImuSamples {
  const n = imu.timeMs.length;
  const idx: number[] = [];
  for (let i = 0; i < n; i++) if (Number.isFinite(imu.timeMs[i])) idx.push(i);
  idx.sort((i, j) => (imu.timeMs[i] as number) - (imu.timeMs[j] as number) || i - j);
  const order = Uint32Array.from(idx);
  return {
    timeMs: gather64(imu.timeMs, order),
    axG: gather32(imu.axG, order),
    ayG: gather32(imu.ayG, order),
    azG: gather32(imu.azG, order),
  };
}
