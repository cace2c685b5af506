import { expect, it } from 'vitest';
import { ImportError } from './importError.js';

it('reads as location then problem, and can be placed in a file', () => {
  const error = new ImportError("timestamp 'yesterday' is not a time", { line: 12 });
  expect(error.message).toBe("line 12: timestamp 'yesterday' is not a time");
  expect(error.inFile('match.csv').message).toBe(
    "match.csv, line 12: timestamp 'yesterday' is not a time",
  );
  expect(new ImportError('truncated', { file: 'a.fit', record: 3, byte: 99 }).message).toBe(
    'a.fit, record 3, byte 99: truncated',
  );
  expect(new ImportError('empty file').message).toBe('empty file');
});

it('keeps its message printable and short, whatever the problem and file name hold', () => {
  const error = new ImportError(`lat '5\u00001.5' \uD800 ${'x'.repeat(1000)}`, {
    file: `evil\u0000\u202Ename${'y'.repeat(300)}.csv`,
    line: 2,
  });
  expect(error.problem).toMatch(/^lat '5\uFFFD1\.5' \uFFFD x+\.\.\.$/);
  expect(error.problem).toHaveLength(300);
  expect(error.location.file).toMatch(/^evil\uFFFD\uFFFDnamey+\.\.\.$/);
  expect(error.location.file).toHaveLength(120);
  expect(error.message).toBe(`${error.location.file}, line 2: ${error.problem}`);
  expect(error.inFile('a\u0000.gpx').location.file).toBe('a\uFFFD.gpx');
});
