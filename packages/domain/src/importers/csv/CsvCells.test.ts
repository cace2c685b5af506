import { expect, it } from 'vitest';
import { CsvCells } from './CsvCells.js';

it('splits a line into trimmed, unquoted cells', () => {
  const cells = new CsvCells();
  const line = new TextEncoder().encode('x; a , "b",,' + ',c'.repeat(20) + ';y');
  expect(cells.split(line, 2, line.length - 2)).toBe(24);
  expect([0, 1, 2, 3, 4, 23].map((i) => cells.text(i))).toEqual(['a', 'b', '', '', 'c', 'c']);
  expect(cells.isEmpty(2)).toBe(true);
});

it('splits at a semicolon or tab where the file uses one', () => {
  const line = new TextEncoder().encode('12,5; "a,b" ;;x');
  const cells = new CsvCells(59);
  expect(cells.split(line, 0, line.length)).toBe(4);
  expect([0, 1, 2, 3].map((i) => cells.text(i))).toEqual(['12,5', 'a,b', '', 'x']);
  const tabbed = new TextEncoder().encode('1,5\t2');
  const byTab = new CsvCells(9);
  expect(byTab.split(tabbed, 0, tabbed.length)).toBe(2);
  expect(byTab.text(0)).toBe('1,5');
});
