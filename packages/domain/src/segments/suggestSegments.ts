/**
 * 'Suggest segments' (beyond docs/product/dashboard-and-segments.md): the bouts of activity of a training session, found
 * from the team's average speed and separated by rests. A bout is where the team's speed,
 * smoothed over a short window, stays at or above a jog; rests shorter than the minimum join
 * the bouts around them, and bouts shorter than the minimum are dropped.
 */

/** At or above this team speed (km/h, smoothed) the team is working, below it resting. */
export const ACTIVE_TEAM_SPEED_KPH = 4;
/** Seconds of the centred moving average that irons out short stops inside a drill. */
export const SMOOTHING_WINDOW_S = 15;
/** A rest shorter than this does not separate two bouts. */
export const MIN_REST_MS = 60_000;
/** A bout shorter than this is not a drill. */
export const MIN_BOUT_MS = 120_000;

export interface TeamSpeedSeries {
  startMs: number;
  intervalMs: number;
  /** The team's mean speed per sample; null where no athlete had data. */
  valuesKph: readonly (number | null)[];
}

export interface SuggestedBout {
  startMs: number;
  endMs: number;
}

export interface SuggestOptions {
  activeSpeedKph?: number;
  smoothingWindowS?: number;
  minRestMs?: number;
  minBoutMs?: number;
}

/** Centred moving average over the samples that have values (missing counts as standing). */
function smooth(values: readonly (number | null)[], windowSamples: number): number[] {
  const half = Math.floor(windowSamples / 2);
  const prefix = new Float64Array(values.length + 1);
  values.forEach((value, i) => {
    prefix[i + 1] = (prefix[i] ?? 0) + (value ?? 0);
  });
  return values.map((_, i) => {
    const from = Math.max(0, i - half);
    const to = Math.min(values.length, i + half + 1);
    return ((prefix[to] ?? 0) - (prefix[from] ?? 0)) / (to - from);
  });
}

export function suggestSegments(
  series: TeamSpeedSeries,
  options: SuggestOptions = {},
): SuggestedBout[] {
  const activeKph = options.activeSpeedKph ?? ACTIVE_TEAM_SPEED_KPH;
  const minRestMs = options.minRestMs ?? MIN_REST_MS;
  const minBoutMs = options.minBoutMs ?? MIN_BOUT_MS;
  const windowSamples = Math.max(
    1,
    Math.round(((options.smoothingWindowS ?? SMOOTHING_WINDOW_S) * 1000) / series.intervalMs),
  );
  const speeds = smooth(series.valuesKph, windowSamples);
  const bouts: SuggestedBout[] = [];
  let runStart: number | null = null;
  speeds.forEach((speed, i) => {
    const active = speed >= activeKph;
    if (active && runStart === null) runStart = i;
    if ((!active || i === speeds.length - 1) && runStart !== null) {
      const endIndex = active ? i + 1 : i;
      bouts.push({
        startMs: series.startMs + runStart * series.intervalMs,
        endMs: series.startMs + endIndex * series.intervalMs,
      });
      runStart = null;
    }
  });
  const joined: SuggestedBout[] = [];
  for (const bout of bouts) {
    const last = joined[joined.length - 1];
    if (last && bout.startMs - last.endMs < minRestMs) last.endMs = bout.endMs;
    else joined.push({ ...bout });
  }
  return joined.filter((bout) => bout.endMs - bout.startMs >= minBoutMs);
}
