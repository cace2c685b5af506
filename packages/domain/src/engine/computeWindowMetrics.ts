import { computeHeartRate } from './computeHeartRate.js';
import { computeMetabolicPower } from './computeMetabolicPower.js';
import { computePlayerLoad } from './computePlayerLoad.js';
import { computePeakDemands } from './computePeakDemands.js';
import { computeSpeedTotals } from './computeSpeedTotals.js';
import { computeTimeSeries } from './computeTimeSeries.js';
import { computeWorkload, type TimeSpans } from './computeWorkload.js';
import { countedPieces, type CountedPieces } from './countedPieces.js';
import { findEfforts, type EffortRule } from './findEfforts.js';
import { findPitchEvents } from './findPitchEvents.js';
import { mergeIntervals } from './mergeIntervals.js';
import { DEFAULT_METRIC_SETTINGS, type MetricSettings } from './metricSettings.js';
import type { ProcessedTrack } from './processedTrack.js';
import { sampledHeartRate } from './sampledHeartRate.js';
import { speedThresholds, thresholdMps } from './speedThresholds.js';
import type { MetricEvent, TimeInterval, WindowMetrics } from './windowMetrics.js';

export interface WindowMetricsOptions {
  /** The window: undefined for the whole track, else the union of these intervals. */
  window?: readonly TimeInterval[];
  settings?: MetricSettings;
  /** For a match with a pitch: only time on the pitch counts (needs track.onPitch). */
  onPitchOnly?: boolean;
  /** The athlete's best top speed, for individual speed zones. */
  bestTopSpeedKph?: number;
  /**
   * The athlete's maximum heart rate for the heart-rate zones: the Squad's
   * value, else the highest seen in their tracks; without it, the highest in
   * the window.
   */
  maxHeartRateBpm?: number;
  /**
   * Where buckets and seconds of the series are aligned: by default the
   * window's start (the first sample for the whole track). Pass a segment's
   * start to align athletes' clipped periods for team series.
   */
  bucketOriginMs?: number;
}

/** Every METRICS.md window metric of one athlete's processed track. */
export function computeWindowMetrics(
  track: ProcessedTrack,
  options: WindowMetricsOptions = {},
): WindowMetrics {
  const settings = options.settings ?? DEFAULT_METRIC_SETTINGS;
  const window = options.window ? mergeIntervals(options.window) : undefined;
  const onPitch = options.onPitchOnly ? track.onPitch : undefined;
  const pieces = countedPieces(track, window, onPitch);
  const thresholds = speedThresholds(settings, options.bestTopSpeedKph);
  const totals = computeSpeedTotals(track, pieces, thresholds);
  const activeS = totals.activeS;
  const events: MetricEvent[] = [];
  const effort = (kind: EffortRule['kind'], speedKph: number): EffortRule => ({
    kind,
    threshold: thresholdMps(speedKph),
    direction: 1,
    minDurationS: settings.effortMinDurationS,
    maxDipS: settings.effortMaxDipS,
    peakScale: 3.6,
  });
  const acceleration = (kind: EffortRule['kind'], direction: 1 | -1): EffortRule => ({
    kind,
    threshold: direction * settings.accelerationThresholdMps2,
    direction,
    minDurationS: settings.accelerationMinDurationS,
    maxDipS: 0,
    peakScale: 1,
  });
  const speed = track.speedMps;
  const accelerationMps2 = track.accelerationMps2;
  const highIntensity = effort('highIntensity', thresholds.highIntensityKph);
  const sprint = effort('sprint', thresholds.sprintKph);
  const highIntensityEvents = findEfforts(pieces, speed, highIntensity, events);
  const sprintEvents = findEfforts(pieces, speed, sprint, events);
  const up = findEfforts(pieces, accelerationMps2, acceleration('acceleration', 1), events);
  const down = findEfforts(pieces, accelerationMps2, acceleration('deceleration', -1), events);
  if (onPitch) findPitchEvents(track.timeMs, onPitch, window, events);
  events.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  const originMs = options.bucketOriginMs ?? windowOrigin(track, window);
  const series = computeTimeSeries(speed, pieces, originMs, settings.timeBucketS);
  const zones = totals.zoneS;
  const heartRate = computeHeartRate(track.heartRateBpm, pieces, options.maxHeartRateBpm);
  const percent = (k: number): number => (activeS > 0 ? ((zones[k] as number) / activeS) * 100 : 0);
  return {
    totalDistanceM: totals.distanceM,
    totalHighIntensityDistanceM: totals.highIntensityDistanceM,
    totalSprintDistanceM: totals.sprintDistanceM,
    highIntensityEvents,
    sprintEvents,
    accelerationEvents: up,
    decelerationEvents: down,
    maxSpeedKph: totals.maxSpeedMps * 3.6,
    rawMaxSpeedKph: totals.rawMaxSpeedMps * 3.6,
    avgSpeedKph: activeS > 0 ? (totals.distanceM / activeS) * 3.6 : 0,
    metresPerMinute: activeS > 0 ? totals.distanceM / (activeS / 60) : 0,
    activeSeconds: activeS,
    speedzoneProfileZone: [percent(0), percent(1), percent(2), percent(3), percent(4), percent(5)],
    timeAtKph: Array.from(totals.kphBinS, (value, k) => ({ endExclusive: k + 1, value })),
    ...series,
    workload: computeWorkload(track.imu, workloadSpans(window, onPitch, pieces), settings),
    ...heartRate,
    sampledHeartRateBpmOverTime:
      track.heartRateBpm && heartRate.avgHeartRateBpm !== null
        ? sampledHeartRate(track.heartRateBpm, pieces, originMs)
        : null,
    ...computeMetabolicPower(speed, accelerationMps2, pieces),
    playerLoad: computePlayerLoad(track, pieces),
    peakDemands: computePeakDemands(speed, pieces, highIntensity.threshold, events),
    events,
  };
}

/** The window's start, or for the whole track (or an unbounded window) the first sample's time. */
function windowOrigin(track: ProcessedTrack, window: readonly TimeInterval[] | undefined): number {
  const start = window?.[0]?.startMs;
  if (start !== undefined && Number.isFinite(start)) return start;
  return track.timeMs[0] ?? 0;
}

/**
 * IMU samples count inside the window; for on-pitch counting only where the
 * position samples put the athlete on the pitch (the counted pieces).
 */
function workloadSpans(
  window: readonly TimeInterval[] | undefined,
  onPitch: Uint8Array | undefined,
  pieces: CountedPieces,
): TimeSpans | undefined {
  if (onPitch) {
    const endMs = new Float64Array(pieces.count);
    for (let p = 0; p < pieces.count; p++) {
      endMs[p] = (pieces.startMs[p] as number) + (pieces.durationS[p] as number) * 1000;
    }
    return { count: pieces.count, startMs: pieces.startMs, endMs };
  }
  if (!window) return undefined;
  return {
    count: window.length,
    startMs: Float64Array.from(window, (interval) => interval.startMs),
    endMs: Float64Array.from(window, (interval) => interval.endMs),
  };
}
