/** Domain separation: a signature for this purpose is useless for any other. */
export const UNLOCK_MESSAGE_PREFIX = 'TOUCHLINE-MDS-UNLOCK-v1\0';

/**
 * The bytes the server signs and the tracker verifies (docs/product/diagnostics-protocol.md):
 * prefix || u8 len(serial) || serial || u8 len(board) || board || nonce.
 * Callers keep serial and board within 255 UTF-8 bytes.
 */
export function unlockMessage(serialNumber: string, boardName: string, nonce: Uint8Array): Buffer {
  const serial = Buffer.from(serialNumber, 'utf8');
  const board = Buffer.from(boardName, 'utf8');
  return Buffer.concat([
    Buffer.from(UNLOCK_MESSAGE_PREFIX, 'utf8'),
    Buffer.of(serial.length),
    serial,
    Buffer.of(board.length),
    board,
    nonce,
  ]);
}
