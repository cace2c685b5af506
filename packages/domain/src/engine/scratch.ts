/**
 * Reusable scratch columns for the hot loops, so processing a track does not
 * allocate per call what it only needs while it runs. Single-threaded use: a
 * slot's column is valid until the next call for the same slot.
 */
type Column = Float64Array | Uint8Array | Uint32Array;

/** The columns of one element type, by slot, each grown to the largest length asked of it. */
function scratchColumns<T extends Column>(make: (length: number) => T) {
  const slots: T[] = [];
  return (slot: number, length: number): T => {
    let column = slots[slot];
    if (!column || column.length < length) {
      column = make(Math.max(1024, 2 ** Math.ceil(Math.log2(Math.max(1, length)))));
      slots[slot] = column;
    }
    return column;
  };
}

export const scratchFloat64 = scratchColumns((length) => new Float64Array(length));
export const scratchUint8 = scratchColumns((length) => new Uint8Array(length));
export const scratchUint32 = scratchColumns((length) => new Uint32Array(length));
