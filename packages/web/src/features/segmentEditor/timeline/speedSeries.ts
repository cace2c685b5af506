import type { SpeedSeries } from '../model/types';
import { MinMaxPyramid } from './minMaxPyramid';

/**
 * An athlete's speed as the graphs read it: a typed array with NaN for seconds without
 * data, its min/max pyramid (any zoom's decimation reads it), and the athlete's top speed
 * as the graph's scale.
 */
export interface GraphSeries {
  /** Epoch milliseconds of the first value. */
  startMs: number;
  intervalMs: number;
  speedsKph: Float32Array;
  pyramid: MinMaxPyramid;
  /** Highest speed of the series (0 without data). */
  maxSpeedKph: number;
}

export function toGraphSeries(speed: SpeedSeries): GraphSeries {
  const speedsKph = new Float32Array(speed.valuesKph.length);
  let maxSpeedKph = 0;
  speed.valuesKph.forEach((value, index) => {
    const known = value !== null && Number.isFinite(value);
    speedsKph[index] = known ? value : Number.NaN;
    if (known && value > maxSpeedKph) maxSpeedKph = value;
  });
  return {
    startMs: speed.startMs,
    intervalMs: Math.max(1, speed.intervalMs),
    speedsKph,
    pyramid: new MinMaxPyramid(speedsKph),
    maxSpeedKph,
  };
}

const converted = new WeakMap<SpeedSeries, GraphSeries>();

/** The graph series of a model series, converted once per series object. */
export function graphSeriesOf(speed: SpeedSeries): GraphSeries {
  let series = converted.get(speed);
  if (!series) {
    series = toGraphSeries(speed);
    converted.set(speed, series);
  }
  return series;
}
