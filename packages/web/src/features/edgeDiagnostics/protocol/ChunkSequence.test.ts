import { describe, expect, it } from 'vitest';
import { ChunkSequence } from './ChunkSequence';

describe('ChunkSequence', () => {
  it('counts 0 to 31 and wraps around to 0', () => {
    const sequence = new ChunkSequence();
    const verdicts = Array.from({ length: 70 }, (_, index) => sequence.check(index % 32));
    expect(verdicts.every((verdict) => verdict.kind === 'next')).toBe(true);
    expect(verdicts.slice(30, 34).map((verdict) => verdict.sequenceNumber)).toEqual([30, 31, 0, 1]);
  });

  it('ignores the three reserved bits', () => {
    const sequence = new ChunkSequence();
    expect(sequence.check(0xe0)).toEqual({ kind: 'next', sequenceNumber: 0 });
    expect(sequence.check(0x21)).toEqual({ kind: 'next', sequenceNumber: 1 });
    expect(sequence.check(0xa1)).toEqual({ kind: 'duplicate', sequenceNumber: 1 });
  });

  it('calls the same number as the last a duplicate and keeps expecting the next', () => {
    const sequence = new ChunkSequence();
    sequence.check(0);
    expect(sequence.check(0)).toEqual({ kind: 'duplicate', sequenceNumber: 0 });
    expect(sequence.check(0)).toEqual({ kind: 'duplicate', sequenceNumber: 0 });
    expect(sequence.check(1)).toEqual({ kind: 'next', sequenceNumber: 1 });
  });

  it('reports data loss with the expected and received numbers, then follows the new number', () => {
    const sequence = new ChunkSequence();
    expect(sequence.check(3)).toEqual({ kind: 'gap', sequenceNumber: 3, expected: 0 });
    expect(sequence.check(4)).toEqual({ kind: 'next', sequenceNumber: 4 });
    expect(sequence.check(2)).toEqual({ kind: 'gap', sequenceNumber: 2, expected: 5 });
    for (let number = 3; number <= 31; number++) sequence.check(number);
    expect(sequence.check(1)).toEqual({ kind: 'gap', sequenceNumber: 1, expected: 0 });
  });
});
