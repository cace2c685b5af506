import { expect, it } from 'vitest';
import { CsvCells } from './CsvCells.js';

it('splits a line into trimmed, unquoted cells', () => {
  const cells = new CsvCells();
  const line = new TextEncoder().encode('x; a , "b",,' + ',c'.repeat(20) + ';y');
  expect(cells.split(line, 2, line.length - 2)).toBe(24);
  expect([0, 1, 2, 3, 4, 23].map((i) => cells.text(i))).toEqual(['a', 'b', '', '', 'c', 'c']);
  expect(cells.isEmpty(2)).toBe(true);
});

it('splits at another delimiter, leaving commas inside cells', () => {
  const cells = new CsvCells(59);
  const line = new TextEncoder().encode(' 12,5 ;"a,b";;x');
  expect(cells.split(line, 0, line.length)).toBe(4);
  expect([0, 1, 2, 3].map((i) => cells.text(i))).toEqual(['12,5', 'a,b', '', 'x']);
});
