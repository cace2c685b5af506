import type { GpsTrack, TrackMetadata } from '../../tracks/track.js';
import { distinctTrackIds } from '../distinctTrackIds.js';
import { ImportError } from '../importError.js';
import { speedsFromDistances } from './speedsFromDistances.js';
import type { TcxActivityColumns } from './TcxActivityColumns.js';
import { TcxReader } from './TcxReader.js';

export interface TcxOptions {
  /** The id of an activity whose Creator gives no UnitId, e.g. the file name without extension. */
  fallbackId?: string;
}

/**
 * Reads a Garmin Training Center (TCX v2) file into one GpsTrack per
 * <Activity>, the track points of all its laps merged, streaming: memory is
 * the output columns plus one chunk. Heart rate comes from <HeartRateBpm>,
 * speed from the ActivityExtension's <TPX><Speed>; an activity without that
 * extension takes its speed from the points' <DistanceMeters> (the device's
 * own distance, differenced). The Creator's UnitId is the device serial and
 * the track's id. An activity without any position (indoors) is left out.
 */
export async function parseTcx(
  chunks: AsyncIterable<Uint8Array>,
  options: TcxOptions = {},
): Promise<GpsTrack[]> {
  const reader = new TcxReader();
  await reader.readDocument(chunks);
  if (reader.tracks.length === 0) {
    throw new ImportError(
      reader.sawActivityWithoutPositions
        ? 'no GPS positions: the track points carry no <Position> (an indoor activity?)'
        : 'no track points: the file has no <Activity> with a <Trackpoint>',
    );
  }
  const ids = distinctTrackIds(
    reader.tracks.map((activity) => activity.unitId ?? options.fallbackId ?? 'tcx'),
  );
  return reader.tracks.map((activity, i) => toTrack(activity, ids[i] ?? 'tcx'));
}

function toTrack(activity: TcxActivityColumns, id: string): GpsTrack {
  const metadata: TrackMetadata = { format: 'tcx' };
  if (activity.unitId !== undefined) metadata.deviceSerial = activity.unitId;
  const firmware = activity.firmware();
  if (firmware !== undefined) metadata.firmware = firmware;
  const distanceM = activity.distanceM.finish();
  const track = activity.toTrack(id, metadata);
  if (activity.speeds === 0) {
    const speedMps = speedsFromDistances(track.timeMs, distanceM);
    if (speedMps !== undefined) track.speedMps = speedMps;
  }
  return track;
}
