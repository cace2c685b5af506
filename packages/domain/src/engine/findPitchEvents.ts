import type { MetricEvent, TimeInterval } from './windowMetrics.js';

/**
 * Pitch entries and exits inside a window, appended to `events`: wherever a
 * sample whose time lies in the window is on (off) the pitch and the sample
 * before it was not. Being on the pitch at the start is no entry.
 */
export function findPitchEvents(
  timeMs: Float64Array,
  onPitch: Uint8Array,
  window: readonly TimeInterval[] | undefined,
  events: MetricEvent[],
): void {
  const n = timeMs.length;
  const m = window ? window.length : 0;
  let j = 0;
  for (let i = 1; i < n; i++) {
    const flag = onPitch[i] as number;
    if (flag === onPitch[i - 1]) continue;
    const t = timeMs[i] as number;
    if (window) {
      while (j < m && (window[j] as TimeInterval).endMs <= t) j++;
      if (j >= m || (window[j] as TimeInterval).startMs > t) continue;
    }
    events.push({ kind: flag === 1 ? 'pitchEntry' : 'pitchExit', startMs: t, endMs: t, peak: 0 });
  }
}
