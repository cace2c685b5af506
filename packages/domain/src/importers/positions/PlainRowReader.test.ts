import fc from 'fast-check';
import { expect, it } from 'vitest';
import { parseDecimal } from '../text/parseDecimal.js';
import { TimestampParser } from '../text/TimestampParser.js';
import { PlainRowReader } from './PlainRowReader.js';

const encoder = new TextEncoder();

function read(row: string): PlainRowReader | undefined {
  const reader = new PlainRowReader(new TimestampParser());
  const bytes = encoder.encode(row);
  return reader.read(bytes, 0, bytes.length) ? reader : undefined;
}

it('reads a row as trackers write it', () => {
  expect(read('2013-11-07T21:05:23.687Z,17,-32.6357,0.5')).toMatchObject({
    timeMs: Date.UTC(2013, 10, 7, 21, 5, 23, 687),
    tag: 17,
    xM: -32.6357,
    yM: 0.5,
  });
});

it('leaves every other shape to the general reader', () => {
  for (const row of [
    '2013-11-07T21:05:23.687Z,17,1,2,3',
    '2013-11-07T21:05:23,687Z,17,1,2',
    '2013-11-07T21:05:23.687+00:00,17,1,2',
    '1383858323687,17,1,2',
    '2013-11-07T21:05:23.687Z,017,1,2',
    '2013-11-07T21:05:23.687Z,tag,1,2',
    '2013-11-07T21:05:23.687Z,1234567890123,1,2',
    '2013-11-07T21:05:23.687Z,17, 1,2',
    '2013-11-07T21:05:23.687Z,17,"1",2',
    '2013-11-07T21:05:23.687Z,17,1e3,2',
    '2013-11-07T21:05:23.687Z,17,1.,2',
    '2013-11-07T21:05:23.687Z,17,-,2',
    '2013-11-07T21:05:23.687Z,17,1234567890123456,2',
    '2013-02-30T21:05:23.687Z,17,1,2',
    '2013-11-07T21:05:23.687Z,17,1,',
  ]) {
    expect(read(row), row).toBeUndefined();
  }
});

it('reads the numbers parseDecimal reads from the same digits', () => {
  const decimals = fc
    .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }), fc.nat({ max: 15 }))
    .map(([negative, digits, point]) => {
      const text = digits.toString();
      const at = Math.max(1, text.length - point);
      const number = at < text.length ? `${text.slice(0, at)}.${text.slice(at)}` : text;
      return negative ? `-${number}` : number;
    });
  fc.assert(
    fc.property(decimals, decimals, (x, y) => {
      const row = read(`2020-01-01T00:00:00.000Z,1,${x},${y}`);
      const cell = (text: string) => parseDecimal(encoder.encode(text), 0, text.length);
      expect(row?.xM).toBe(cell(x));
      expect(row?.yM).toBe(cell(y));
    }),
  );
});

it('reads a row to the end of its line, and finds where the next line starts', () => {
  const reader = new PlainRowReader(new TimestampParser());
  const lineAt = (text: string): number => reader.readLine(encoder.encode(text), 0);
  const row = '2013-11-07T21:05:23.687Z,17,-32.6357,0.5';
  expect(lineAt(`${row}\nnext`)).toBe(row.length + 1);
  expect(lineAt(`${row}\r\nnext`)).toBe(row.length + 2);
  expect(lineAt(row)).toBe(row.length);
  expect(lineAt(`${row}\r`)).toBe(row.length + 1);
  expect(reader).toMatchObject({ tag: 17, xM: -32.6357, yM: 0.5 });
  for (const line of [
    `${row},1\n`,
    `${row}\r\r\n`,
    `${row} \n`,
    `${row}\rx\n`,
    '\n',
    '2013-11-07\n',
  ]) {
    expect(lineAt(line), JSON.stringify(line)).toBe(-1);
  }
});
