/** Sequence numbers live in the low 5 bits of a packet's first byte; the top 3 are reserved. */
export const SEQUENCE_MODULUS = 32;
const SEQUENCE_MASK = SEQUENCE_MODULUS - 1;

export type SequenceVerdict =
  | { kind: 'next'; sequenceNumber: number }
  | { kind: 'duplicate'; sequenceNumber: number }
  | { kind: 'gap'; sequenceNumber: number; expected: number };

/**
 * Checks each packet's sequence number against the one before (docs/product/diagnostics-protocol.md):
 * the same number again is a duplicate, anything but the next one (modulo 32)
 * is data loss. The tracker starts at 0 on every connection.
 */
export class ChunkSequence {
  private last: number | null = null;

  check(firstByte: number): SequenceVerdict {
    const sequenceNumber = firstByte & SEQUENCE_MASK;
    if (sequenceNumber === this.last) return { kind: 'duplicate', sequenceNumber };
    const expected = this.last === null ? 0 : (this.last + 1) & SEQUENCE_MASK;
    this.last = sequenceNumber;
    return sequenceNumber === expected
      ? { kind: 'next', sequenceNumber }
      : { kind: 'gap', sequenceNumber, expected };
  }
}
