/** A true effort: speed at or above the threshold over [startMs, endMs). */
export interface TrueEffort {
  startMs: number;
  endMs: number;
  peakSpeedMps: number;
}

export interface TrueEffortRule {
  thresholdMps: number;
  /** Efforts last at least this long (1 s)... */
  minDurationS: number;
  /** ...and a dip below the threshold shorter than this (0.5 s) does not end them. */
  maxDipS: number;
  /** Consecutive samples further apart than this are not joined (a gap in recording). */
  maxStepMs: number;
}

const EPSILON_MS = 1e-3;

/**
 * Efforts in a noiseless path inside [fromMs, toMs). Sample i holds the speed
 * of the step from sample i - 1 to i, so it covers [t(i-1), t(i)), clipped to
 * the window; an effort spans its first to its last piece above the
 * threshold, bridging short dips, as METRICS.md defines events.
 */
export function findTrueEfforts(
  timeMs: Float64Array,
  speedMps: Float64Array,
  rule: TrueEffortRule,
  fromMs = -Infinity,
  toMs = Infinity,
): TrueEffort[] {
  const efforts: TrueEffort[] = [];
  const minMs = rule.minDurationS * 1000 - EPSILON_MS;
  const dipMs = rule.maxDipS * 1000 - EPSILON_MS;
  let open = false;
  let startMs = 0;
  let endMs = 0;
  let peak = 0;
  const close = () => {
    if (open && endMs - startMs >= minMs) efforts.push({ startMs, endMs, peakSpeedMps: peak });
    open = false;
  };
  for (let i = 1; i < timeMs.length; i++) {
    const pieceStart = Math.max(timeMs[i - 1]!, fromMs);
    const pieceEnd = Math.min(timeMs[i]!, toMs);
    if (timeMs[i]! - timeMs[i - 1]! > rule.maxStepMs || pieceEnd <= pieceStart) continue;
    const speed = speedMps[i]!;
    if (speed < rule.thresholdMps) continue;
    if (open && pieceStart - endMs < dipMs) {
      endMs = pieceEnd;
      peak = Math.max(peak, speed);
      continue;
    }
    close();
    open = true;
    startMs = pieceStart;
    endMs = pieceEnd;
    peak = speed;
  }
  close();
  return efforts;
}
