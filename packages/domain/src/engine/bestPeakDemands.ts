import { PEAK_WINDOW_MINUTES, type PeakDemand } from './windowMetrics.js';

/** A window's peak demands, and its active time. */
export interface PeakDemandsOfWindow {
  peakDemands: readonly PeakDemand[];
  activeSeconds: number;
}

/**
 * An athlete's best peak demands over several windows (e.g. their matches):
 * per length, the largest of each quantity with the start of the window that
 * reached it (the first such window on a tie). A window counts only for the
 * lengths it has the active time for: a 10-minute "peak" of a 4-minute
 * appearance is those 4 minutes, not a rate a drill can be held to. Lengths
 * no window has are 0.
 */
export function bestPeakDemands(windows: readonly PeakDemandsOfWindow[]): PeakDemand[] {
  return PEAK_WINDOW_MINUTES.map((windowMinutes) => {
    const best: PeakDemand = {
      windowMinutes,
      distanceM: 0,
      distanceStartMs: null,
      highIntensityDistanceM: 0,
      highIntensityStartMs: null,
      accelerationsDecelerations: 0,
      accelerationsDecelerationsStartMs: null,
    };
    for (const window of windows) {
      if (window.activeSeconds < windowMinutes * 60) continue;
      const demand = window.peakDemands.find((d) => d.windowMinutes === windowMinutes);
      if (!demand) continue;
      if (demand.distanceM > best.distanceM) {
        best.distanceM = demand.distanceM;
        best.distanceStartMs = demand.distanceStartMs;
      }
      if (demand.highIntensityDistanceM > best.highIntensityDistanceM) {
        best.highIntensityDistanceM = demand.highIntensityDistanceM;
        best.highIntensityStartMs = demand.highIntensityStartMs;
      }
      if (demand.accelerationsDecelerations > best.accelerationsDecelerations) {
        best.accelerationsDecelerations = demand.accelerationsDecelerations;
        best.accelerationsDecelerationsStartMs = demand.accelerationsDecelerationsStartMs;
      }
    }
    return best;
  });
}
