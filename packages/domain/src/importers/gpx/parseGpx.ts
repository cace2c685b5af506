import type { GpsTrack } from '../../tracks/track.js';
import { distinctTrackIds } from '../distinctTrackIds.js';
import { ImportError } from '../importError.js';
import { GpxReader } from './GpxReader.js';

export interface GpxOptions {
  /** The id of a track without a <name>, e.g. the file name without extension. */
  fallbackId?: string;
}

/**
 * Reads a GPX 1.1 (or 1.0) file into one GpsTrack per <trk>, its segments
 * merged, streaming: memory is the output columns plus one chunk. Speed and
 * heart rate come from the common extensions (see GpxReader); a column no
 * point has is left out. Routes and waypoints are ignored: they have no times.
 */
export async function parseGpx(
  chunks: AsyncIterable<Uint8Array>,
  options: GpxOptions = {},
): Promise<GpsTrack[]> {
  const reader = new GpxReader();
  await reader.readDocument(chunks);
  if (reader.tracks.length === 0) {
    throw new ImportError('no track points: the file has no <trk> with a <trkpt>');
  }
  const ids = distinctTrackIds(
    reader.tracks.map((columns) => columns.name ?? options.fallbackId ?? 'gpx'),
  );
  // A track's <name> is who it is when a phone or watch app names it for its wearer.
  return reader.tracks.map((columns, i) =>
    columns.toTrack(ids[i] ?? 'gpx', {
      format: 'gpx',
      ...(columns.name !== undefined && { athleteName: columns.name }),
    }),
  );
}
