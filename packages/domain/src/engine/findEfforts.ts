import type { CountedPieces } from './countedPieces.js';
import type { MetricEvent, MetricEventKind } from './windowMetrics.js';

/** Slack for times computed from fractional seconds, in ms. */
const EPSILON_MS = 1e-3;

export interface EffortRule {
  kind: MetricEventKind;
  /** A piece is "above" where direction x value >= direction x threshold. */
  threshold: number;
  direction: 1 | -1;
  minDurationS: number;
  /** Time not above shorter than this (strictly) does not end an effort; 0: any ends it. */
  maxDipS: number;
  /** The event's peak is max(direction x value) x peakScale (3.6: m/s to km/h). */
  peakScale: number;
}

/**
 * Efforts of one rule in a window, appended to `events`; returns how many.
 * The timeline is the window's counted time: "not above" is any time that is
 * below the threshold, without data, outside the window or off the pitch.
 * An effort runs from the start of its first piece above to the end of its
 * last, bridging dips shorter than maxDipS, and counts when that span
 * (bridged dips included) is at least minDurationS. Efforts are cut at the
 * window's edges.
 */
export function findEfforts(
  pieces: CountedPieces,
  values: Float32Array,
  rule: EffortRule,
  events: MetricEvent[],
): number {
  const sign = rule.direction;
  const threshold = sign * rule.threshold;
  const minMs = rule.minDurationS * 1000 - EPSILON_MS;
  const dipMs = rule.maxDipS > 0 ? rule.maxDipS * 1000 - EPSILON_MS : EPSILON_MS;
  const capacity = maxEfforts(pieces, minMs);
  const found = new EffortSpans(
    new Float64Array(capacity),
    new Float64Array(capacity),
    new Float64Array(capacity),
  );
  const count = scanEfforts(pieces, values, sign, threshold, minMs, dipMs, found);
  for (let k = 0; k < count; k++) {
    events.push({
      kind: rule.kind,
      startMs: found.startMs[k] as number,
      endMs: found.endMs[k] as number,
      peak: (found.peak[k] as number) * rule.peakScale,
    });
  }
  return count;
}

/**
 * How many efforts the pieces can hold: each has a piece of its own, and
 * efforts are disjoint spans of at least minMs within the pieces' span.
 */
function maxEfforts(pieces: CountedPieces, minMs: number): number {
  const { count, startMs, durationS } = pieces;
  if (count === 0 || !(minMs > 0)) return count;
  const spanMs =
    (startMs[count - 1] as number) +
    (durationS[count - 1] as number) * 1000 -
    (startMs[0] as number);
  return Math.min(count, Math.floor(spanMs / minMs) + 1);
}

/** Where scanEfforts writes the efforts it finds: start, end and peak (direction x value). */
class EffortSpans {
  constructor(
    readonly startMs: Float64Array,
    readonly endMs: Float64Array,
    readonly peak: Float64Array,
  ) {}
}

/**
 * The one pass over the pieces: the efforts into `found`, returning how
 * many. Numbers in, numbers out, so that the code V8 compiles while the loop
 * runs (on-stack replacement) needs nothing it has not seen run.
 */
function scanEfforts(
  pieces: CountedPieces,
  values: Float32Array,
  sign: number,
  threshold: number,
  minMs: number,
  dipMs: number,
  found: EffortSpans,
): number {
  const { count, sample, startMs, durationS } = pieces;
  const starts = found.startMs;
  const ends = found.endMs;
  const peaks = found.peak;
  let efforts = 0;
  let open = false;
  let effortStart = 0;
  let effortEnd = 0;
  let peak = 0;
  for (let p = 0; p < count; p++) {
    const value = sign * (values[sample[p] as number] as number);
    if (!(value >= threshold)) continue;
    const from = startMs[p] as number;
    const to = from + (durationS[p] as number) * 1000;
    if (open && from - effortEnd < dipMs) {
      effortEnd = to;
      if (value > peak) peak = value;
      continue;
    }
    if (open && effortEnd - effortStart >= minMs) {
      starts[efforts] = effortStart;
      ends[efforts] = effortEnd;
      peaks[efforts++] = peak;
    }
    open = true;
    effortStart = from;
    effortEnd = to;
    peak = value;
  }
  if (open && effortEnd - effortStart >= minMs) {
    starts[efforts] = effortStart;
    ends[efforts] = effortEnd;
    peaks[efforts++] = peak;
  }
  return efforts;
}
