/**
 * The bytes a tracker verifies the unlock signature over, written from
 * docs/product/diagnostics-protocol.md on the tracker's side (the server has its own):
 * "TOUCHLINE-MDS-UNLOCK-v1\0" || u8 len(serial) || serial || u8 len(board) || board || nonce.
 */
export function unlockMessageFor(
  serialNumber: string,
  boardName: string,
  nonce: Uint8Array,
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const serial = encoder.encode(serialNumber);
  const board = encoder.encode(boardName);
  return Uint8Array.from([
    ...encoder.encode('TOUCHLINE-MDS-UNLOCK-v1\0'),
    serial.length,
    ...serial,
    board.length,
    ...board,
    ...nonce,
  ]);
}
