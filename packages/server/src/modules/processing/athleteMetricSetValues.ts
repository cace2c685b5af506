import type { HeatmapGrid, SampledSeries, WindowMetrics } from '@touchline/domain/analysis';
import type { athleteMetricSets } from '../../db/tables.js';
import type { ComputedWindow } from './computeParticipationMetrics.js';
import type { StoredTrackInput } from './loadRawTrackInput.js';

type AthleteMetricSetInsert = typeof athleteMetricSets.$inferInsert;

/** The jsonb columns of a metric set: its series, events and peak demands. */
export const JSON_COLUMNS = [
  'timeAtKph',
  'avgSpeedKphOverTime',
  'distanceMOverTime',
  'sampledSpeedKphOverTime',
  'sampledHeartRateBpmOverTime',
  'events',
  'peakDemands',
] as const satisfies readonly (keyof AthleteMetricSetInsert)[];
type JsonColumn = (typeof JSON_COLUMNS)[number];

/**
 * A metric set as an engine thread hands it over: its jsonb columns already
 * written as JSON (null stays SQL null). A string crosses threads in one
 * copy, where an array of numbers is copied value by value, and the API's
 * thread, which runs the embedded database, has no JSON to write.
 */
export type ComputedMetricSet = Omit<AthleteMetricSetInsert, JsonColumn> &
  Record<JsonColumn, string | null>;

/** Whose rows they are, and by which version of the algorithm. */
export function metricSetOwner(input: StoredTrackInput) {
  return {
    clubId: input.clubId,
    sessionId: input.sessionId,
    participationId: input.participationId,
    algorithmVersion: input.settings.algorithmVersion,
  };
}

/** A computed window as an athlete_metric_sets row: every WindowMetrics field, series as JSON. */
export function athleteMetricSetValues(
  owner: { clubId: string; sessionId: string; participationId: string; algorithmVersion: number },
  window: ComputedWindow,
): ComputedMetricSet {
  const m: WindowMetrics = window.metrics;
  return {
    clubId: owner.clubId,
    sessionId: owner.sessionId,
    sessionParticipationId: owner.participationId,
    scope: window.scope,
    windowKey: window.windowKey,
    matchPeriodId: window.matchPeriodId,
    segmentId: window.segmentId,
    algorithmVersion: owner.algorithmVersion,
    totalDistanceM: m.totalDistanceM,
    totalHighIntensityDistanceM: m.totalHighIntensityDistanceM,
    totalSprintDistanceM: m.totalSprintDistanceM,
    highIntensityEvents: m.highIntensityEvents,
    sprintEvents: m.sprintEvents,
    accelerationEvents: m.accelerationEvents,
    decelerationEvents: m.decelerationEvents,
    maxSpeedKph: m.maxSpeedKph,
    rawMaxSpeedKph: m.rawMaxSpeedKph,
    avgSpeedKph: m.avgSpeedKph,
    metresPerMinute: m.metresPerMinute,
    activeSeconds: m.activeSeconds,
    workload: m.workload,
    avgHeartRateBpm: m.avgHeartRateBpm,
    maxHeartRateBpm: m.maxHeartRateBpm,
    heartRateZonePercentages: m.heartRateZonePercentages && [...m.heartRateZonePercentages],
    trimp: m.trimp,
    averageMetabolicPowerWPerKg: m.averageMetabolicPowerWPerKg,
    metabolicEnergyKjPerKg: m.metabolicEnergyKjPerKg,
    highMetabolicLoadDistanceM: m.highMetabolicLoadDistanceM,
    playerLoad: m.playerLoad,
    speedzoneProfileZone: [...m.speedzoneProfileZone],
    timeAtKph: JSON.stringify(m.timeAtKph),
    avgSpeedKphOverTime: JSON.stringify(m.avgSpeedKphOverTime),
    distanceMOverTime: JSON.stringify(m.distanceMOverTime),
    // Hundredths of a km/h, far below what a tracker can tell, keep a
    // 90-minute series a third the size.
    sampledSpeedKphOverTime: storedSeries(m.sampledSpeedKphOverTime, 100),
    // Whole beats: what a strap reports.
    sampledHeartRateBpmOverTime: m.sampledHeartRateBpmOverTime
      ? storedSeries(m.sampledHeartRateBpmOverTime, 1)
      : null,
    events: JSON.stringify(m.events),
    peakDemands: JSON.stringify(m.peakDemands),
  };
}

/** A 1 Hz series as JSON, rounded to 1 / perUnit; JSON has no NaN: seconds without data are null. */
function storedSeries(series: SampledSeries, perUnit: number): string {
  return JSON.stringify({
    startTime: series.startTime,
    intervalMs: series.intervalMs,
    values: Array.from(series.values, (value) =>
      Number.isNaN(value) ? null : Math.round(value * perUnit) / perUnit,
    ),
  });
}

/** Float32 little-endian, row by row, whatever the machine's byte order. */
export function heatmapSecondsBytes(grid: HeatmapGrid): Uint8Array {
  const bytes = new Uint8Array(grid.seconds.length * 4);
  const view = new DataView(bytes.buffer);
  grid.seconds.forEach((value, index) => view.setFloat32(index * 4, value, true));
  return bytes;
}
