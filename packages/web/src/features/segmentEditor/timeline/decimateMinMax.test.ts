import { describe, expect, it } from 'vitest';
import { decimateMinMax, type ColumnWindow } from './decimateMinMax';
import { toGraphSeries, type GraphSeries } from './speedSeries';

/** The definition itself: every column scans every sample. */
function bruteForce(series: GraphSeries, window: ColumnWindow) {
  const minKph: number[] = [];
  const maxKph: number[] = [];
  for (let column = 0; column < window.widthPx; column += 1) {
    const from = window.startMs + column * window.msPerPx;
    const to = window.startMs + (column + 1) * window.msPerPx;
    let low = Number.NaN;
    let high = Number.NaN;
    series.speedsKph.forEach((speed, index) => {
      const t = series.startMs + index * series.intervalMs;
      if (t < from || t >= to || Number.isNaN(speed)) return;
      if (Number.isNaN(low) || speed < low) low = speed;
      if (Number.isNaN(high) || speed > high) high = speed;
    });
    minKph.push(low);
    maxKph.push(high);
  }
  return { minKph, maxKph };
}

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function randomSeries(next: () => number): GraphSeries {
  const length = Math.floor(next() * 400);
  const valuesKph = Array.from({ length }, () => (next() < 0.1 ? null : next() * 32));
  return toGraphSeries({
    startMs: 1_700_000_000_000 + Math.floor(next() * 60_000),
    intervalMs: next() < 0.5 ? 1000 : 100 + Math.floor(next() * 2000),
    valuesKph,
  });
}

describe('decimateMinMax', () => {
  it('equals the brute-force min and max of every column on random series and views', () => {
    const next = random(20240611);
    for (let round = 0; round < 300; round += 1) {
      const series = randomSeries(next);
      const window: ColumnWindow = {
        startMs: series.startMs + (next() - 0.3) * 200_000,
        msPerPx: 100 + next() * 5000,
        widthPx: Math.floor(next() * 300),
      };
      const envelope = decimateMinMax(series, window);
      const expected = bruteForce(series, window);
      expect(Array.from(envelope.minKph)).toEqual(expected.minKph.map(Math.fround));
      expect(Array.from(envelope.maxKph)).toEqual(expected.maxKph.map(Math.fround));
    }
  });

  it('leaves columns without data empty and keeps the peak of a dense column', () => {
    const series = toGraphSeries({
      startMs: Date.UTC(2024, 5, 11, 10),
      intervalMs: 1000,
      valuesKph: [5, 20, 7, null, null, null, 3],
    });
    const envelope = decimateMinMax(series, {
      startMs: series.startMs,
      msPerPx: 3000,
      widthPx: 3,
    });
    expect(Array.from(envelope.maxKph)).toEqual([20, Number.NaN, 3]);
    expect(Array.from(envelope.minKph)).toEqual([5, Number.NaN, 3]);
  });
});
