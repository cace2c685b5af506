import { describe, expect, it } from 'vitest';
import { percentOfMatchAverage } from './percentOfMatchAverage.js';

describe('percentOfMatchAverage', () => {
  it('gives the session as a whole percentage of the match average', () => {
    // 6120 m against matches of 10400 m on average: 58.85 %, shown 59 %.
    expect(percentOfMatchAverage(6120, 10400)).toBe(59);
    expect(percentOfMatchAverage(450, 300)).toBe(150);
  });

  it('has none without a match average above 0', () => {
    expect(percentOfMatchAverage(6120, null)).toBeNull();
    expect(percentOfMatchAverage(6120, undefined)).toBeNull();
    expect(percentOfMatchAverage(120, 0)).toBeNull();
  });
});
