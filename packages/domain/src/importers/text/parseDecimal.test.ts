import { expect, it } from 'vitest';
import { parseDecimal } from './parseDecimal.js';

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

it('reads a decimal comma only when asked to', () => {
  const parseComma = (text: string): number => {
    const bytes = new TextEncoder().encode(text);
    return parseDecimal(bytes, 0, bytes.length, true);
  };
  expect(parseComma('-12,345')).toBe(-12.345);
  expect(parseComma('12.5')).toBe(12.5);
  expect(parseComma('1,5e2')).toBe(150);
  expect(parseComma('0,12345678901234567890')).toBe(Number('0.12345678901234567890'));
  for (const text of ['1,2,3', '1.2,3', ',', 'NaN']) expect(parseComma(text)).toBeNaN();
  expect(parse('1,5')).toBeNaN();
});
