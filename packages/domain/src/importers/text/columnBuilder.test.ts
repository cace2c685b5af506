import { expect, it } from 'vitest';
import { float32Column, float64Column } from './columnBuilder.js';

it('grows past its capacity and finishes at its exact length', () => {
  const column = float64Column(2);
  for (let i = 0; i < 100; i++) column.push(i / 3);
  const values = column.finish();
  expect(values).toBeInstanceOf(Float64Array);
  expect(values.length).toBe(100);
  expect(values[99]).toBe(33);
});

it('knows whether a column carries any value', () => {
  const column = float32Column();
  column.push(NaN);
  expect(column.hasValues()).toBe(false);
  column.push(1);
  expect(column.hasValues()).toBe(true);
});
