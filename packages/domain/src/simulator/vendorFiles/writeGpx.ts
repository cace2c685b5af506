import type { GpsTrack } from '../../tracks/track.js';
import { valueAt } from './atRate.js';

/** Escapes the five characters XML text and attributes cannot hold as they are. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A GPX 1.1 file of the track as a phone or watch app writes it: one
 * `<trk>` named `name`, a point per sample with its time, and heart rate in
 * Garmin's TrackPointExtension where the track has it.
 */
export function writeGpx(track: GpsTrack, name: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Touchline simulator" xmlns="http://www.topografix.com/GPX/1/1" ' +
      'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">',
    `<trk><name>${escapeXml(name)}</name><trkseg>`,
  ];
  track.timeMs.forEach((timeMs, i) => {
    const heartRate = valueAt(track.heartRateBpm, i);
    const extension =
      heartRate === undefined
        ? ''
        : `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${Math.round(heartRate)}` +
          '</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>';
    lines.push(
      `<trkpt lat="${track.latitudeDeg[i]!.toFixed(7)}" lon="${track.longitudeDeg[i]!.toFixed(7)}">` +
        `<time>${new Date(timeMs).toISOString()}</time>${extension}</trkpt>`,
    );
  });
  lines.push('</trkseg></trk>', '</gpx>', '');
  return lines.join('\n');
}
