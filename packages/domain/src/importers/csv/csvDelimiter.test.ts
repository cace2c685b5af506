import { expect, it } from 'vitest';
import { csvDelimiter, splitCsvHeader } from './csvDelimiter.js';

const of = (text: string): number => {
  const bytes = new TextEncoder().encode(text);
  return csvDelimiter(bytes, 0, bytes.length);
};

it('tells a semicolon-separated header from a comma-separated one', () => {
  expect(of('ts in ms;sensor id;x in m;y in m')).toBe(59);
  expect(of('timestamp,lat,lon')).toBe(44);
  expect(of('"a;b",c,d')).toBe(44);
  expect(of('time;speed (km,h);x')).toBe(59);
  expect(of('')).toBe(44);
});

it('splits a header at its own delimiter and tells whether numbers have a decimal comma', () => {
  const line = new TextEncoder().encode('a;b,c;d');
  const { cells, decimalComma } = splitCsvHeader(line, 0, line.length);
  expect([0, 1, 2].map((i) => cells.text(i))).toEqual(['a', 'b,c', 'd']);
  expect(decimalComma).toBe(true);
  const comma = new TextEncoder().encode('a,b');
  expect(splitCsvHeader(comma, 0, comma.length).decimalComma).toBe(false);
});
