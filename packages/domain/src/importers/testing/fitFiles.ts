import { CrcCalculator, Encoder, type FileIdMesg, type RecordMesg } from '@garmin/fitsdk';
import fc from 'fast-check';

const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180;
// The FIT profile's global message numbers (the SDK types them as a plain record).
const FILE_ID = 0;
const RECORD = 20;

export interface FitRecord {
  /** Seconds since the FIT epoch (1989-12-31). */
  timestampS: number;
  latitudeDeg?: number;
  longitudeDeg?: number;
  heartRateBpm?: number;
}

/** An activity file written by Garmin's own encoder: a file_id and one record message per sample. */
export function encodeFitActivity(records: readonly FitRecord[], serialNumber = 1234): Uint8Array {
  const encoder = new Encoder();
  const fileId: FileIdMesg = {
    type: 'activity',
    manufacturer: 'development',
    product: 0,
    serialNumber,
    timeCreated: records[0]?.timestampS ?? 0,
  };
  encoder.onMesg(FILE_ID, fileId);
  for (const { timestampS, latitudeDeg, longitudeDeg, heartRateBpm } of records) {
    const record: RecordMesg = {
      timestamp: timestampS,
      ...(latitudeDeg === undefined
        ? {}
        : { positionLat: Math.round(latitudeDeg * SEMICIRCLES_PER_DEGREE) }),
      ...(longitudeDeg === undefined
        ? {}
        : { positionLong: Math.round(longitudeDeg * SEMICIRCLES_PER_DEGREE) }),
      ...(heartRateBpm === undefined ? {} : { heartRate: heartRateBpm }),
    };
    encoder.onMesg(RECORD, record);
  }
  return encoder.close();
}

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
