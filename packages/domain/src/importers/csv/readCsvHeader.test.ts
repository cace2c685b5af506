import { expect, it } from 'vitest';
import { CsvCells } from './CsvCells.js';
import { readCsvHeader } from './readCsvHeader.js';

const header = (text: string): CsvCells => {
  const cells = new CsvCells();
  const bytes = new TextEncoder().encode(text);
  cells.split(bytes, 0, bytes.length);
  return cells;
};

it('finds columns in any order and case, -1 for absent optional ones', () => {
  expect(
    readCsvHeader(header('LON,Timestamp,lat'), ['timestamp', 'lat', 'lon'], ['hdop'], 1),
  ).toEqual({
    timestamp: 1,
    lat: 2,
    lon: 0,
    hdop: -1,
  });
});

it('names every missing required column', () => {
  expect(() => readCsvHeader(header('time'), ['timestamp', 'lat'], [], 3)).toThrow(
    "line 3: header row 'time' lacks the required columns timestamp, lat (expected timestamp,lat)",
  );
});
