import { describe, expect, it } from 'vitest';
import { fromTimeInputValue, toTimeInputValue } from './timeOfDay';

describe('time picker values', () => {
  const at = (h: number, m: number, s: number, day = 20) =>
    new Date(2026, 10, day, h, m, s).getTime();

  it('reads and writes HH:mm:ss in 24-hour time', () => {
    expect(toTimeInputValue(at(18, 5, 9))).toBe('18:05:09');
    expect(fromTimeInputValue('18:07:30', at(18, 5, 9))).toBe(at(18, 7, 30));
    expect(fromTimeInputValue('18:07', at(18, 5, 9))).toBe(at(18, 7, 0));
  });

  it('stays on the nearest day across midnight', () => {
    expect(fromTimeInputValue('00:02:00', at(23, 58, 0))).toBe(at(0, 2, 0, 21));
    expect(fromTimeInputValue('23:59:00', at(0, 1, 0, 21))).toBe(at(23, 59, 0, 20));
  });

  it('gives nothing for an incomplete value', () => {
    expect(fromTimeInputValue('', at(10, 0, 0))).toBeNull();
    expect(fromTimeInputValue('1:2', at(10, 0, 0))).toBeNull();
  });
});
