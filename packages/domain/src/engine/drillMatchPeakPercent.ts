import type { PeakDemand } from './windowMetrics.js';

/** What a drill's intensity is compared with: a match peak's length and rates. */
export interface DrillMatchPeakPercent {
  /** The peak-demand length compared with: the longest not longer than the drill. */
  windowMinutes: number;
  /** The drill's metres per minute as a percentage of the match peak's; null when the peak is 0. */
  distancePercent: number | null;
  /** The same for high-intensity metres per minute. */
  highIntensityPercent: number | null;
}

/**
 * METRICS.md "Peak demands": did the drill reach match intensity? The
 * athlete's metres per minute over the drill (their active time in it)
 * against their match peak for the drill's length, the peak of the longest
 * length not longer than the drill divided by its minutes. Null for a drill
 * shorter than the shortest length (1 minute), or without match peaks.
 */
export function drillMatchPeakPercent(
  drill: { activeSeconds: number; totalDistanceM: number; totalHighIntensityDistanceM: number },
  matchPeaks: readonly Pick<PeakDemand, 'windowMinutes' | 'distanceM' | 'highIntensityDistanceM'>[],
): DrillMatchPeakPercent | null {
  const drillMinutes = drill.activeSeconds / 60;
  let peak: (typeof matchPeaks)[number] | undefined;
  for (const candidate of matchPeaks) {
    if (candidate.windowMinutes > drillMinutes) continue;
    if (!peak || candidate.windowMinutes > peak.windowMinutes) peak = candidate;
  }
  if (!peak || peak.distanceM <= 0) return null;
  const percent = (drillM: number, peakM: number): number | null =>
    peakM > 0 ? (drillM / drillMinutes / (peakM / peak.windowMinutes)) * 100 : null;
  return {
    windowMinutes: peak.windowMinutes,
    distancePercent: percent(drill.totalDistanceM, peak.distanceM),
    highIntensityPercent: percent(drill.totalHighIntensityDistanceM, peak.highIntensityDistanceM),
  };
}
