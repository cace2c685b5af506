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
