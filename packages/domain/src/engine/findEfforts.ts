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
  const { sample, startMs, durationS } = pieces;
  const sign = rule.direction;
  const threshold = sign * rule.threshold;
  const minMs = rule.minDurationS * 1000 - EPSILON_MS;
  const dipMs = rule.maxDipS > 0 ? rule.maxDipS * 1000 - EPSILON_MS : EPSILON_MS;
  let found = 0;
  let open = false;
  let effortStart = 0;
  let effortEnd = 0;
  let peak = 0;
  for (let p = 0; p < pieces.count; p++) {
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
      events.push(effort(rule, effortStart, effortEnd, peak));
      found++;
    }
    open = true;
    effortStart = from;
    effortEnd = to;
    peak = value;
  }
  if (open && effortEnd - effortStart >= minMs) {
    events.push(effort(rule, effortStart, effortEnd, peak));
    found++;
  }
  return found;
}

function effort(rule: EffortRule, startMs: number, endMs: number, peak: number): MetricEvent {
  return { kind: rule.kind, startMs, endMs, peak: peak * rule.peakScale };
}
