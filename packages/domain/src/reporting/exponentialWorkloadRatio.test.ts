import { describe, expect, it } from 'vitest';
import { ewmaDecay, exponentialWorkload } from './exponentialWorkloadRatio.js';

describe('exponentialWorkload (Williams et al. 2017)', () => {
  it('uses λ = 2 / (N + 1): 0.25 for 7 days, 2/29 for 28', () => {
    expect(ewmaDecay(7)).toBe(0.25);
    expect(ewmaDecay(28)).toBeCloseTo(0.068966, 6);
  });

  it('follows the paper: EWMA_today = load_today x λ + (1 - λ) x EWMA_yesterday', () => {
    // By hand, from 0 before day 0, λa = 0.25, λc = 2/29:
    // day 0 load 400: acute 100, chronic 800/29 = 27.5862
    // day 1 load 0:   acute 75,  chronic 27.5862 x 27/29 = 25.6837
    // day 2 load 800: acute 200 + 56.25 = 256.25, chronic 1600/29 + 25.6837 x 27/29 = 55.1724 + 23.9124 = 79.0848
    const { acute, chronic, ratio } = exponentialWorkload([400, 0, 800]);
    expect(acute).toEqual([100, 75, 256.25]);
    expect(chronic[0]).toBeCloseTo(27.5862, 4);
    expect(chronic[1]).toBeCloseTo(25.6837, 4);
    expect(chronic[2]).toBeCloseTo(79.0848, 4);
    // Under 28 days of history: no ratio yet.
    expect(ratio).toEqual([null, null, null]);
  });

  it('gives the ratio from day 27: a jump in load after 28 steady days', () => {
    const loads = [...Array<number>(28).fill(100), 300];
    const { acute, chronic, ratio } = exponentialWorkload(loads);
    // After n days of 100 from 0: EWMA = 100 x (1 - (1 - λ)^n).
    const acute27 = 100 * (1 - 0.75 ** 28);
    const chronic27 = 100 * (1 - (27 / 29) ** 28);
    expect(acute[27]).toBeCloseTo(acute27, 9);
    expect(chronic[27]).toBeCloseTo(chronic27, 9);
    expect(ratio[26]).toBeNull();
    expect(ratio[27]).toBeCloseTo(acute27 / chronic27, 12); // 99.9683 / 86.4780 = 1.1560
    // Day 28, load 300: acute 300 x 0.25 + 0.75 x acute27, chronic 300 x 2/29 + 27/29 x chronic27.
    const acute28 = 75 + 0.75 * acute27;
    const chronic28 = 600 / 29 + (27 / 29) * chronic27;
    expect(ratio[28]).toBeCloseTo(acute28 / chronic28, 12);
    // 149.9762 / 101.2040 = 1.4819
    expect(ratio[28]).toBeCloseTo(1.4819, 4);
  });

  it('has no ratio without chronic load', () => {
    expect(exponentialWorkload(Array<number>(30).fill(0)).ratio[29]).toBeNull();
  });
});
