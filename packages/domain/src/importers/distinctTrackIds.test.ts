import { expect, it } from 'vitest';
import { distinctTrackIds } from './distinctTrackIds.js';

it('sets repeated ids apart and keeps the others', () => {
  expect(distinctTrackIds(['7', 'A', '7', '7', 'B'])).toEqual(['7', 'A', '7 (2)', '7 (3)', 'B']);
  expect(distinctTrackIds([])).toEqual([]);
});
