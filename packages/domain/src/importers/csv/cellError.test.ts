import { expect, it } from 'vitest';
import { CsvCells } from './CsvCells.js';
import { cellError } from './cellError.js';

it('quotes the cell, shortened, with its line', () => {
  const cells = new CsvCells();
  const bytes = new TextEncoder().encode(`1,${'x'.repeat(50)},,5\u00001.5`);
  cells.split(bytes, 0, bytes.length);
  expect(cellError(cells, 1, 'lat', 'not a latitude', 4).message).toBe(
    `line 4: lat '${'x'.repeat(37)}...' is not a latitude`,
  );
  expect(cellError(cells, 2, 'lon', 'not a longitude', 4).message).toBe('line 4: lon is empty');
  // A NUL byte is quoted as an escape, never as itself: PostgreSQL refuses it.
  expect(cellError(cells, 3, 'lat', 'not a latitude', 4).message).toBe(
    "line 4: lat '5\\u00001.5' is not a latitude",
  );
});
