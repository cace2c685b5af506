import { describe, expect, it } from 'vitest';
import { metabolicPowerWPerKg } from './metabolicPowerWPerKg.js';

/*
 * Worked by hand from the published equation (Osgnach et al. 2010):
 * ES = a / 9.81, EM = sqrt(ES^2 + 1),
 * EC = (155.4 ES^5 - 30.4 ES^4 - 43.3 ES^3 + 46.3 ES^2 + 19.5 ES + 3.6) EM x 1.29, P = EC v.
 */
describe('metabolic power at a fixed speed and acceleration', () => {
  it('is 3.6 x 1.29 J/kg/m times speed at constant speed', () => {
    // 4.644 J/kg/m: at 5.5 m/s (19.8 km/h, high intensity) 25.542 W/kg, just above 25.5.
    expect(metabolicPowerWPerKg(5.5, 0)).toBeCloseTo(25.542, 10);
    expect(metabolicPowerWPerKg(5, 0)).toBeCloseTo(23.22, 10);
    expect(metabolicPowerWPerKg(0, 0)).toBe(0);
  });

  it('costs more while accelerating: 4 m/s at +1 m/s2', () => {
    // ES = 0.1019368; polynomial = 3.6 + 1.98777 + 0.48110 - 0.045864 - 0.0032823 + 0.0017104
    // = 6.02143; EM = 1.005182; EC = 6.02143 x 1.005182 x 1.29 = 7.80789; P = 31.2316.
    expect(metabolicPowerWPerKg(4, 1)).toBeCloseTo(31.2316, 3);
  });

  it('costs less while slowing down: 4 m/s at -2 m/s2', () => {
    // ES = -0.203874; polynomial = 3.6 - 3.975535 + 1.924367 + 0.366903 - 0.052516 - 0.054729
    // = 1.80849; EM = 1.020570; EC = 2.38092; P = 9.5237.
    expect(metabolicPowerWPerKg(4, -2)).toBeCloseTo(9.5237, 3);
  });

  it('treats a braking steeper than the measured slopes as the steepest measured descent', () => {
    // a = -g: ES = -1 would make the polynomial -112.1 (energy given back); it is held at -0.45,
    // polynomial 4.03231, while EM stays sqrt(2): EC = 4.03231 x 1.41421 x 1.29 = 7.35647; at 2 m/s 14.7129.
    expect(metabolicPowerWPerKg(2, -9.81)).toBeCloseTo(14.7126, 3);
    expect(metabolicPowerWPerKg(2, -20)).toBeGreaterThan(0);
  });
});
