/**
 * Reusable scratch columns for the hot loops, so processing a track does not
 * allocate per call what it only needs while it runs. Single-threaded use.
 */
const float64Slots: Float64Array[] = [];
const uint8Slots: Uint8Array[] = [];
const uint32Slots: Uint32Array[] = [];

export function scratchFloat64(slot: number, length: number): Float64Array {
  let buffer = float64Slots[slot];
  if (!buffer || buffer.length < length) {
    buffer = new Float64Array(grow(length));
    float64Slots[slot] = buffer;
  }
  return buffer;
}

export function scratchUint8(slot: number, length: number): Uint8Array {
  let buffer = uint8Slots[slot];
  if (!buffer || buffer.length < length) {
    buffer = new Uint8Array(grow(length));
    uint8Slots[slot] = buffer;
  }
  return buffer;
}

export function scratchUint32(slot: number, length: number): Uint32Array {
  let buffer = uint32Slots[slot];
  if (!buffer || buffer.length < length) {
    buffer = new Uint32Array(grow(length));
    uint32Slots[slot] = buffer;
  }
  return buffer;
}

function grow(length: number): number {
  return Math.max(1024, 2 ** Math.ceil(Math.log2(Math.max(1, length))));
}
