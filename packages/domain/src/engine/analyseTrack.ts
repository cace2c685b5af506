import type { Track } from '../tracks/track.js';
import { computeWindowMetrics } from './computeWindowMetrics.js';
import { DEFAULT_METRIC_SETTINGS, type MetricSettings } from './metricSettings.js';
import type { PitchDefinition } from './pitchDefinition.js';
import { processTrack } from './processTrack.js';
import type { TimeInterval, WindowMetrics } from './windowMetrics.js';

export interface AnalyseTrackOptions {
  settings?: MetricSettings;
  pitch?: PitchDefinition;
  window?: readonly TimeInterval[];
  /** Count only time on the pitch; by default, whenever a pitch is given. */
  onPitchOnly?: boolean;
  bestTopSpeedKph?: number;
  /** The athlete's maximum heart rate for the zones; without it, the highest in the window. */
  maxHeartRateBpm?: number;
}

/** One track's window metrics straight from an importer's track (`touchline analyse`). */
export function analyseTrack(track: Track, options: AnalyseTrackOptions = {}): WindowMetrics {
  const settings = options.settings ?? DEFAULT_METRIC_SETTINGS;
  const processed = processTrack(track, settings, options.pitch);
  return computeWindowMetrics(processed, {
    settings,
    window: options.window,
    onPitchOnly: options.onPitchOnly ?? options.pitch !== undefined,
    bestTopSpeedKph: options.bestTopSpeedKph,
    maxHeartRateBpm: options.maxHeartRateBpm,
  });
}
