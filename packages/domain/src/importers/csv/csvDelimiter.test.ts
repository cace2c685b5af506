import { expect, it } from 'vitest';
import { csvDelimiter } from './csvDelimiter.js';

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
