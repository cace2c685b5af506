import { PEAK_WINDOW_MINUTES, type PeakDemand } from './windowMetrics.js';

/**
 * An athlete's best peak demands over several windows (e.g. their matches):
 * per length, the largest of each quantity with the start of the window that
 * reached it (the first such window on a tie). Lengths no window has are 0.
 */
export function bestPeakDemands(windows: readonly (readonly PeakDemand[])[]): PeakDemand[] {
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
    for (const demands of windows) {
      const demand = demands.find((d) => d.windowMinutes === windowMinutes);
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
