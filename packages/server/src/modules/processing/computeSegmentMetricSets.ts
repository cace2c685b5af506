import type { ProcessedTrack } from '@touchline/domain/analysis';
import {
  athleteMetricSetValues,
  metricSetOwner,
  type ComputedMetricSet,
} from './athleteMetricSetValues.js';
import { computeSegmentWindows } from './computeParticipationMetrics.js';
import type { RawTrackInput, SegmentInput, StoredTrackInput } from './loadRawTrackInput.js';

/** One athlete's segments to compute from their processed track, as sent to an engine thread. */
export interface SegmentMetricSetsWork {
  input: StoredTrackInput;
  segments: SegmentInput[];
  /** Shared columns (processStoredTracks): read, never copied. */
  track: ProcessedTrack;
  bestTopSpeedKph?: number;
}

/**
 * The athlete metric set rows of each segment each athlete takes part in,
 * the same rows processing stores for them (computeUploadTracks). Runs on an
 * engine thread, several athletes per task: each takes about a millisecond.
 */
export function computeSegmentMetricSets(
  works: readonly SegmentMetricSetsWork[],
): ComputedMetricSet[] {
  return works.flatMap(athleteSegmentMetricSets);
}

function athleteSegmentMetricSets(work: SegmentMetricSetsWork): ComputedMetricSet[] {
  const input: Pick<RawTrackInput, 'settings' | 'pitch' | 'session' | 'segments' | 'maxHeartRate'> =
    {
      ...work.input,
      segments: work.segments,
    };
  return computeSegmentWindows(input, work.track, work.bestTopSpeedKph).map((window) =>
    athleteMetricSetValues(metricSetOwner(work.input), window),
  );
}
