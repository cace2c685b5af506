import { floorToWholeSecond } from '@touchline/domain';
import { SECOND_MS } from './constants';

/** The whole seconds a segment may use: inside the session (docs/product/dashboard-and-segments.md §5). */
export function wholeSecondBounds(session: { startMs: number; endMs: number }): {
  minStartMs: number;
  maxEndMs: number;
} {
  const minStartMs = Math.ceil(session.startMs / SECOND_MS) * SECOND_MS;
  return {
    minStartMs,
    maxEndMs: Math.max(floorToWholeSecond(session.endMs), minStartMs + SECOND_MS),
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** A window of whole seconds, at least one second long, inside the session. */
export function wholeSecondWindow(
  session: { startMs: number; endMs: number },
  startMs: number,
  endMs: number,
): { startTimestamp: number; endTimestamp: number } {
  const { minStartMs, maxEndMs } = wholeSecondBounds(session);
  const start = clamp(floorToWholeSecond(startMs), minStartMs, maxEndMs - SECOND_MS);
  const end = clamp(floorToWholeSecond(endMs), start + SECOND_MS, maxEndMs);
  return { startTimestamp: start, endTimestamp: end };
}
