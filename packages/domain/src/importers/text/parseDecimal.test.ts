import { expect, it } from 'vitest';
import { DECIMAL_COMMA, parseDecimal } from './parseDecimal.js';

const parse = (text: string): number => {
  const bytes = new TextEncoder().encode(text);
  return parseDecimal(bytes, 0, bytes.length);
};

it('reads plain decimals exactly like parseFloat', () => {
  for (const text of [
    '7',
    '-12.345',
    '+0.5',
    '59.91272',
    '1e-3',
    '-2.5E+2',
    '0.1234567890123456789',
    '.5',
  ]) {
    expect(parse(text)).toBe(Number(text));
  }
});

it('returns NaN for anything that is not a plain decimal', () => {
  for (const text of ['', '-', '1,5', '0x10', 'Infinity', '1.2.3', ' 1', 'NaN'])
    expect(parse(text)).toBeNaN();
});

it('reads a decimal comma where the file writes one, and the point still', () => {
  const comma = (text: string): number => {
    const bytes = new TextEncoder().encode(text);
    return parseDecimal(bytes, 0, bytes.length, DECIMAL_COMMA);
  };
  expect([comma('12,5'), comma('-0,125'), comma('7'), comma('1,5e3'), comma('12.5')]).toEqual([
    12.5, -0.125, 7, 1500, 12.5,
  ]);
  for (const text of ['1,2,3', '1.234,5', '1,2.5', ',', '']) expect(comma(text)).toBeNaN();
});
