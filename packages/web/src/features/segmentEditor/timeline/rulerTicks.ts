const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** The ruler's label intervals (docs/product/dashboard-and-segments.md §9), shortest first. */
export const RULER_STEPS_MS: readonly number[] = [
  SECOND_MS,
  10 * SECOND_MS,
  30 * SECOND_MS,
  MINUTE_MS,
  2 * MINUTE_MS,
  5 * MINUTE_MS,
  10 * MINUTE_MS,
  15 * MINUTE_MS,
  30 * MINUTE_MS,
  60 * MINUTE_MS,
];

/** The default (and widest) step: one hour. */
export const DEFAULT_RULER_STEP_MS = 60 * MINUTE_MS;

/** Room one 'HH:mm:ss' label needs, gap included, so neighbours never touch. */
export const RULER_LABEL_SPACING_PX = 72;

/** The shortest listed interval whose labels stand at least a label's width apart. */
export function chooseRulerStep(msPerPx: number, minSpacingPx = RULER_LABEL_SPACING_PX): number {
  const step = RULER_STEPS_MS.find((candidate) => candidate / msPerPx >= minSpacingPx);
  return step ?? DEFAULT_RULER_STEP_MS;
}

export interface RulerTick {
  /** Epoch milliseconds of the tick. */
  timeMs: number;
  /** Pixels from the left edge of the view. */
  x: number;
}

export interface RulerView {
  startMs: number;
  msPerPx: number;
  widthPx: number;
}

/**
 * The labelled ticks in view: whole multiples of the step on the local clock (a 15-minute
 * step labels :00, :15, :30, :45 wherever the time zone sits), from just before the view
 * to just after it so a label cut by an edge still shows its part.
 */
export function rulerTicks(
  view: RulerView,
  stepMs: number,
  timeZoneOffsetMs = localTimeZoneOffsetMs(view.startMs),
): RulerTick[] {
  const endMs = view.startMs + view.widthPx * view.msPerPx;
  const first = Math.floor((view.startMs + timeZoneOffsetMs) / stepMs) * stepMs - timeZoneOffsetMs;
  const ticks: RulerTick[] = [];
  for (let timeMs = first; timeMs <= endMs + stepMs; timeMs += stepMs) {
    ticks.push({ timeMs, x: (timeMs - view.startMs) / view.msPerPx });
  }
  return ticks;
}

/** Milliseconds to add to an instant to read the browser's wall clock. */
export function localTimeZoneOffsetMs(atMs: number): number {
  return -new Date(atMs).getTimezoneOffset() * MINUTE_MS;
}
