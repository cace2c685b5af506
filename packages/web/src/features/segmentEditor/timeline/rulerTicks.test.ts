import { describe, expect, it } from 'vitest';
import {
  chooseRulerStep,
  DEFAULT_RULER_STEP_MS,
  RULER_LABEL_SPACING_PX,
  RULER_STEPS_MS,
  rulerTicks,
} from './rulerTicks';

describe('chooseRulerStep', () => {
  it('takes the shortest listed interval whose labels do not overlap', () => {
    expect(chooseRulerStep(100)).toBe(10_000);
    expect(chooseRulerStep(1000)).toBe(120_000);
    expect(chooseRulerStep(14_400)).toBe(30 * 60_000);
  });

  it('never places two labels closer than a label at any zoom', () => {
    for (let msPerPx = 100; msPerPx < 60_000; msPerPx *= 1.2) {
      const step = chooseRulerStep(msPerPx);
      expect(RULER_STEPS_MS).toContain(step);
      if (step !== DEFAULT_RULER_STEP_MS) {
        expect(step / msPerPx).toBeGreaterThanOrEqual(RULER_LABEL_SPACING_PX);
      }
    }
  });

  it('falls back to one hour when even an hour is too tight', () => {
    expect(chooseRulerStep(1_000_000)).toBe(DEFAULT_RULER_STEP_MS);
  });
});

describe('rulerTicks', () => {
  it('puts ticks on whole steps of the local clock across the view', () => {
    const offset = 30 * 60_000;
    const startMs = Date.UTC(2024, 5, 11, 9, 7, 0) - offset;
    const ticks = rulerTicks({ startMs, msPerPx: 1000, widthPx: 1200 }, 300_000, offset);
    const localMinutes = ticks.map((tick) => new Date(tick.timeMs + offset).getUTCMinutes());
    expect(localMinutes).toEqual([5, 10, 15, 20, 25, 30]);
    expect(ticks[0]!.x).toBe(-120);
    expect(ticks[1]!.x).toBe(180);
  });
});
