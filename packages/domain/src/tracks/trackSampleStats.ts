import type { MetricSettings } from '../engine/metricSettings.js';
import type { Track, TrackFormat } from './track.js';

/** What provider staff read of a raw track's samples (docs/product/club-administration.md §7). */
export interface TrackSampleStats {
  /** The importer that read the file. */
  importer: TrackFormat;
  sampleCount: number;
  /** 1 / the median interval between samples; 0 with fewer than two samples. */
  samplingRateHz: number;
  /** Intervals the engine splits runs at: longer than max(gapMinS, gapMedianMultiple x median). */
  gapCount: number;
  longestGapS: number;
  firstSampleMs: number | null;
  lastSampleMs: number | null;
}

/** A track's sample count, rate and gaps, by the engine's own rule of a gap. */
export function trackSampleStats(
  track: Pick<Track, 'timeMs' | 'metadata'>,
  settings: Pick<MetricSettings, 'gapMinS' | 'gapMedianMultiple'>,
): TrackSampleStats {
  const times = Float64Array.from(track.timeMs).sort();
  const intervalsS = new Float64Array(Math.max(0, times.length - 1));
  for (let index = 1; index < times.length; index++) {
    intervalsS[index - 1] = (times[index]! - times[index - 1]!) / 1000;
  }
  const medianS = median(intervalsS);
  const gapS = Math.max(settings.gapMinS, settings.gapMedianMultiple * medianS);
  let gapCount = 0;
  let longestGapS = 0;
  for (const interval of intervalsS) {
    if (interval <= gapS) continue;
    gapCount += 1;
    longestGapS = Math.max(longestGapS, interval);
  }
  return {
    importer: track.metadata.format,
    sampleCount: times.length,
    samplingRateHz: medianS > 0 ? 1 / medianS : 0,
    gapCount,
    longestGapS,
    firstSampleMs: times.length > 0 ? times[0]! : null,
    lastSampleMs: times.length > 0 ? times[times.length - 1]! : null,
  };
}

function median(values: Float64Array): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort();
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
