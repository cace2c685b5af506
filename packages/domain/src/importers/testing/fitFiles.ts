import { CrcCalculator } from '@garmin/fitsdk';
import fc from 'fast-check';
import { encodeFitActivity } from '../../simulator/vendorFiles/writeFit.js';

export { encodeFitActivity } from '../../simulator/vendorFiles/writeFit.js';

/** The file with its header's data size and both checksums made to fit its content again. */
export function resignFit(bytes: Uint8Array): Uint8Array {
  const signed = bytes.slice();
  const headerSize = signed[0] ?? 14;
  // Too short to carry a header and a checksum: nothing to sign.
  if (signed.length < Math.max(headerSize, 12) + 2) return signed;
  const view = new DataView(signed.buffer, signed.byteOffset, signed.byteLength);
  view.setUint32(4, signed.length - headerSize - 2, true);
  if (headerSize === 14) view.setUint16(12, CrcCalculator.calculateCRC(signed, 0, 12), true);
  view.setUint16(signed.length - 2, CrcCalculator.calculateCRC(signed, 0, signed.length - 2), true);
  return signed;
}

/** FIT activities of up to 8 records, with or without positions, at 0 to 3 s steps. */
export const fitFiles: fc.Arbitrary<Uint8Array> = fc
  .record({
    startS: fc.integer({ min: 900_000_000, max: 1_200_000_000 }),
    steps: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 8 }),
    positions: fc.boolean(),
    serial: fc.integer({ min: 1, max: 2 ** 31 }),
  })
  .map(({ startS, steps, positions, serial }) => {
    let timestampS = startS;
    const records = steps.map((step, i) => ({
      timestampS: (timestampS += step),
      ...(positions ? { latitudeDeg: 59.9 + i / 1e4, longitudeDeg: 10.7 } : {}),
      heartRateBpm: 100 + i,
    }));
    return encodeFitActivity(records, serial);
  });

/**
 * The first `count` records (definition and data messages) of a FIT file,
 * re-signed: a short file with a real device's message layout. Walks the
 * records by their headers, independently of the SDK.
 */
export function fitPrefix(bytes: Uint8Array, count: number): Uint8Array {
  const headerSize = bytes[0] ?? 14;
  const dataEnd = bytes.length - 2;
  /** Data message sizes by local message type, from the latest definition of each. */
  const sizes = new Map<number, number>();
  let at = headerSize;
  for (let record = 0; record < count && at < dataEnd; record++) {
    const header = bytes[at] ?? 0;
    if (header & 0x80) {
      // A compressed timestamp header: a data message of local type 0-3.
      at += 1 + (sizes.get((header >> 5) & 0x03) ?? 0);
    } else if (header & 0x40) {
      const fields = bytes[at + 5] ?? 0;
      let size = 0;
      for (let f = 0; f < fields; f++) size += bytes[at + 6 + 3 * f + 1] ?? 0;
      let end = at + 6 + 3 * fields;
      if (header & 0x20) {
        const developerFields = bytes[end] ?? 0;
        for (let f = 0; f < developerFields; f++) size += bytes[end + 1 + 3 * f + 1] ?? 0;
        end += 1 + 3 * developerFields;
      }
      sizes.set(header & 0x0f, size);
      at = end;
    } else {
      at += 1 + (sizes.get(header & 0x0f) ?? 0);
    }
  }
  const prefix = new Uint8Array(at + 2);
  prefix.set(bytes.subarray(0, at));
  return resignFit(prefix);
}
