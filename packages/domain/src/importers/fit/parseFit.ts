import { Decoder, Stream, Utils } from '@garmin/fitsdk';
import type { GpsTrack } from '../../tracks/track.js';
import { ImportError } from '../importError.js';
import { MAX_FIT_BYTES, MAX_FIT_MESSAGES } from '../importLimits.js';
import { TrackSpan } from '../TrackSpan.js';
import { fitFileError } from './fitFileError.js';
import { fitTooLarge } from './fitTooLarge.js';
import { readFitDevice } from './readFitDevice.js';

export interface FitOptions {
  /** The id when the file names no device serial, e.g. the file name without extension. */
  fallbackId?: string;
}

const DEGREES_PER_SEMICIRCLE = 180 / 2 ** 31;

/**
 * Reads a Garmin FIT activity through Garmin's own SDK into one GpsTrack from
 * its record messages: time, position (semicircles to degrees), speed
 * (enhanced_speed, else speed) and heart rate. A record without a position
 * (before the first fix, indoors) is kept with NaN coordinates, so its heart
 * rate survives; the engine drops such samples from distances. FIT files are
 * small (about 100 kB per training hour), so they are decoded whole: at most
 * MAX_FIT_BYTES and MAX_FIT_MESSAGES of them. The track stays within the caps
 * of TrackSpan.
 */
export function parseFit(bytes: Uint8Array, options: FitOptions = {}): GpsTrack {
  if (bytes.length > MAX_FIT_BYTES) throw fitTooLarge();
  const decoder = new Decoder(Stream.fromByteArray(bytes));
  if (!decoder.checkIntegrity()) throw fitFileError(bytes);
  // FIT calls both definitions and data messages "records"; count them to locate errors.
  let recordNumber = 0;
  let messageCount = 0;
  const { messages, errors } = decoder.read({
    mesgListener: () => {
      recordNumber++;
      // The SDK keeps every message: stop it before they exhaust memory.
      if (++messageCount > MAX_FIT_MESSAGES) {
        throw new ImportError(
          `the FIT file has more than ${MAX_FIT_MESSAGES.toLocaleString('en-US')} messages: ` +
            'no recording of one session has that many',
          { record: recordNumber },
        );
      }
    },
    mesgDefinitionListener: () => recordNumber++,
    convertDateTimesToDates: false,
  });
  const [error] = errors;
  // The SDK collects what its listeners throw, ours included.
  if (error instanceof ImportError) throw error;
  if (error !== undefined) throw decodeError(error, recordNumber + 1);

  const records = (messages.recordMesgs ?? []).filter(
    (record) => typeof record.timestamp === 'number',
  );
  if (records.length === 0)
    throw new ImportError('no samples: the FIT file has no timed record messages');
  const n = records.length;
  const span = new TrackSpan();
  const timeMs = new Float64Array(n);
  const latitudeDeg = new Float64Array(n);
  const longitudeDeg = new Float64Array(n);
  const speedMps = new Float32Array(n);
  const heartRateBpm = new Float32Array(n);
  let positions = 0;
  let speeds = 0;
  let heartRates = 0;
  records.forEach((record, i) => {
    const time = Utils.FIT_EPOCH_MS + (record.timestamp as number) * 1000;
    span.add(time, {});
    timeMs[i] = time;
    const { positionLat, positionLong } = record;
    const hasPosition = positionLat !== undefined && positionLong !== undefined;
    const latitude = hasPosition ? positionLat * DEGREES_PER_SEMICIRCLE : NaN;
    if (Math.abs(latitude) > 90) {
      throw new ImportError(
        `record message ${i + 1} has latitude ${latitude.toFixed(1)}, beyond ±90°: the file is corrupt`,
      );
    }
    latitudeDeg[i] = latitude;
    longitudeDeg[i] = hasPosition ? positionLong * DEGREES_PER_SEMICIRCLE : NaN;
    const speed = record.enhancedSpeed ?? record.speed;
    speedMps[i] = speed ?? NaN;
    heartRateBpm[i] = record.heartRate ?? NaN;
    if (hasPosition) positions++;
    if (speed !== undefined) speeds++;
    if (record.heartRate !== undefined) heartRates++;
  });
  if (positions === 0) {
    throw new ImportError('no GPS positions: the FIT records carry none (an indoor activity?)');
  }
  span.requireDuration();

  const device = readFitDevice(messages);
  const track: GpsTrack = {
    kind: 'gps',
    id: device.deviceSerial ?? options.fallbackId ?? 'fit',
    timeMs,
    latitudeDeg,
    longitudeDeg,
    metadata: { format: 'fit', ...device },
  };
  if (speeds > 0) track.speedMps = speedMps;
  if (heartRates > 0) track.heartRateBpm = heartRateBpm;
  return track;
}

/** The SDK reports "FIT Runtime Error at byte N ..."; keep its byte and reason. */
function decodeError(error: Error, record: number): ImportError {
  const match = /at byte (\d+)\s*(.*)$/.exec(error.message);
  const reason = match?.[2] ?? '';
  const byte = match?.[1] === undefined ? undefined : Number(match[1]);
  const problem =
    reason === ''
      ? 'the FIT data is corrupt: a record cannot be decoded'
      : `the FIT data cannot be decoded: ${reason}`;
  return new ImportError(problem, byte === undefined ? { record } : { record, byte });
}
