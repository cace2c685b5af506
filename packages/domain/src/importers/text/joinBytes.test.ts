import { expect, it } from 'vitest';
import { joinBytes } from './joinBytes.js';

it('joins byte arrays in order, empty ones included', () => {
  expect(joinBytes([Uint8Array.of(1, 2), new Uint8Array(0), Uint8Array.of(3)])).toEqual(
    Uint8Array.of(1, 2, 3),
  );
  expect(joinBytes([])).toEqual(new Uint8Array(0));
});
