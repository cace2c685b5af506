import { Encoder, type FileIdMesg, type RecordMesg } from '@garmin/fitsdk';
import type { GpsTrack } from '../../tracks/track.js';
import { valueAt } from './atRate.js';

const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180;
const FIT_EPOCH_MS = Date.UTC(1989, 11, 31);
// The FIT profile's global message numbers (the SDK types them as a plain record).
const FILE_ID = 0;
const RECORD = 20;

export interface FitRecord {
  /** Seconds since the FIT epoch (1989-12-31). */
  timestampS: number;
  latitudeDeg?: number;
  longitudeDeg?: number;
  speedMps?: number;
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
  for (const { timestampS, latitudeDeg, longitudeDeg, speedMps, heartRateBpm } of records) {
    const record: RecordMesg = {
      timestamp: timestampS,
      ...(latitudeDeg === undefined
        ? {}
        : { positionLat: Math.round(latitudeDeg * SEMICIRCLES_PER_DEGREE) }),
      ...(longitudeDeg === undefined
        ? {}
        : { positionLong: Math.round(longitudeDeg * SEMICIRCLES_PER_DEGREE) }),
      ...(speedMps === undefined ? {} : { enhancedSpeed: speedMps }),
      ...(heartRateBpm === undefined ? {} : { heartRate: Math.round(heartRateBpm) }),
    };
    encoder.onMesg(RECORD, record);
  }
  return encoder.close();
}

/** A watch's FIT activity of the track (whole seconds, as FIT records them) with the watch's serial. */
export function writeFit(track: GpsTrack, serialNumber: number): Uint8Array {
  return encodeFitActivity(
    Array.from(track.timeMs, (timeMs, i) => ({
      timestampS: Math.round((timeMs - FIT_EPOCH_MS) / 1000),
      latitudeDeg: track.latitudeDeg[i]!,
      longitudeDeg: track.longitudeDeg[i]!,
      speedMps: valueAt(track.speedMps, i),
      heartRateBpm: valueAt(track.heartRateBpm, i),
    })),
    serialNumber,
  );
}
