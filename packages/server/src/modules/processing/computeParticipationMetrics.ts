import {
  computeHeatmapGrid,
  computeWindowMetrics,
  highestHeartRateBpm,
  processTrack,
  type HeatmapGrid,
  type MetricScope,
  type ProcessedTrack,
  type TimeInterval,
  type Track,
  type WindowMetrics,
} from '@touchline/domain/analysis';
import type { RawTrackInput } from './loadRawTrackInput.js';

/** One window's metrics of one athlete, ready to store. */
export interface ComputedWindow {
  scope: MetricScope;
  windowKey: string;
  matchPeriodId: string | null;
  segmentId: string | null;
  metrics: WindowMetrics;
  heatmap: HeatmapGrid | null;
}

/**
 * Every window of one participation: the whole session, each match period
 * (with its heat map when the session has a pitch) and each segment the
 * athlete takes part in (their clips, else the whole segment). For a match
 * with a pitch only time on the pitch counts (METRICS.md).
 */
export function computeParticipationMetrics(
  input: RawTrackInput,
  track: Track,
  bestTopSpeedKph?: number,
): ComputedWindow[] {
  const { settings, pitch, session } = input;
  const processed = processTrack(track, settings, pitch ?? undefined);
  const windowOf = windowMetricsOf(input, processed, bestTopSpeedKph);
  const windows: ComputedWindow[] = [
    {
      scope: 'session',
      windowKey: 'session',
      matchPeriodId: null,
      segmentId: null,
      metrics: windowOf([session], session.startMs),
      heatmap: null,
    },
  ];
  for (const period of input.periods) {
    windows.push({
      scope: 'period',
      windowKey: `period:${period.id}`,
      matchPeriodId: period.id,
      segmentId: null,
      metrics: windowOf([period], period.startMs),
      heatmap: pitch ? heatmapOf(processed, period, input) : null,
    });
  }
  windows.push(...computeSegmentWindows(input, processed, bestTopSpeedKph));
  return windows;
}

/**
 * The windows of each segment the athlete takes part in (their clips, else
 * the whole segment), from the processed track: all a segment's recompute
 * needs once the track is processed.
 */
export function computeSegmentWindows(
  input: WindowInput & Pick<RawTrackInput, 'segments'>,
  processed: ProcessedTrack,
  bestTopSpeedKph?: number,
): ComputedWindow[] {
  const windowOf = windowMetricsOf(input, processed, bestTopSpeedKph);
  return input.segments
    .filter((segment) => segment.includesAthlete)
    .map((segment) => ({
      scope: 'segment',
      windowKey: `segment:${segment.id}`,
      matchPeriodId: null,
      segmentId: segment.id,
      metrics: windowOf(segment.clips.length > 0 ? segment.clips : [segment], segment.startMs),
      heatmap: null,
    }));
}

type WindowInput = Pick<RawTrackInput, 'settings' | 'pitch' | 'session' | 'maxHeartRate'>;

/** A window's metrics of this athlete; for a match with a pitch only time on the pitch counts. */
function windowMetricsOf(
  { settings, pitch, session, maxHeartRate }: WindowInput,
  processed: ProcessedTrack,
  bestTopSpeedKph?: number,
) {
  const onPitchOnly = session.kind === 'match' && pitch !== null;
  // The Squad's maximum, else the highest the athlete reached, this track included.
  const seen = [maxHeartRate.seenBpm, highestHeartRateBpm(processed.heartRateBpm)];
  const highestSeen = Math.max(...seen.map((bpm) => bpm ?? -Infinity));
  const maxHeartRateBpm = maxHeartRate.squadBpm ?? (highestSeen > 0 ? highestSeen : undefined);
  return (intervals: TimeInterval[], originMs: number) =>
    computeWindowMetrics(processed, {
      window: intervals,
      settings,
      onPitchOnly,
      bestTopSpeedKph,
      maxHeartRateBpm,
      // Every athlete's buckets start at the window's start, so team series line up.
      bucketOriginMs: originMs,
    });
}

function heatmapOf(processed: ProcessedTrack, window: TimeInterval, input: RawTrackInput) {
  return computeHeatmapGrid(processed, {
    window: [window],
    pitch: { lengthM: input.pitch!.lengthM, widthM: input.pitch!.widthM },
    settings: input.settings,
  });
}
